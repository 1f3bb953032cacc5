import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create as createFont } from 'fontkit';

/**
 * The invoice PDF's fonts (ADR 0080): the Noto Sans faces the web app shows, from the same @fontsource
 * packages, as WOFF (fontkit subsets WOFF; its WOFF2 reader breaks on composite glyphs). Each @fontsource
 * file covers one script, and a PDF font has no fallback, so text is cut into runs and each run gets the
 * face that holds its script. Read once, from node_modules: nothing is downloaded at run time.
 */
export type Script = 'latin' | 'devanagari' | 'telugu';
export type Weight = 400 | 700;

const require = createRequire(import.meta.url);
const FILES: Record<Script, (weight: Weight) => string> = {
  latin: (w) => `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-${w}-normal.woff`,
  devanagari: (w) =>
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${w}-normal.woff`,
  telugu: (w) => `@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${w}-normal.woff`,
};

const cache = new Map<string, Buffer>();
export function fontFile(script: Script, weight: Weight): Buffer {
  const key = `${script}-${weight}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(require.resolve(FILES[script](weight))));
    cache.set(key, bytes);
  }
  guardNullAnchors();
  return bytes;
}

/**
 * WOFF 1.0 → the TrueType file it wraps (W3C WOFF, sections 3–5): each table inflated once, here, with zlib.
 * fontkit would otherwise inflate every table in JavaScript for every PDF (about a second an invoice).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const selector = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** selector * 16, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - 2 ** selector * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    table.tag.copy(header, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 12 + i * 16 + 4);
    header.writeUInt32BE(offset, 12 + i * 16 + 8);
    header.writeUInt32BE(table.data.length, 12 + i * 16 + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
}
let guarded = false;
/**
 * fontkit 2.0.4 throws on a NULL anchor in a GPOS mark lookup, which the OpenType spec allows and Noto Sans
 * Telugu has ("క్రి" fails: foliojs/fontkit issue 367, fix proposed in pull request 374). Until a release
 * carries the fix, do what that fix and HarfBuzz do: a mark with no anchor is left where it is. The guard
 * goes on the GPOS processor of the fontkit that pdfkit imports (the same ES module), reached through a font's
 * layout engine.
 */
function guardNullAnchors() {
  if (guarded) return;
  guarded = true;
  const font = createFont(fontFile('telugu', 400)) as unknown as {
    layout(text: string): unknown;
    _layoutEngine?: { engine?: unknown };
  };
  font.layout('క');
  const engine = font._layoutEngine?.engine as { GPOSProcessor?: AnchorProcessor } | undefined;
  const prototype = engine?.GPOSProcessor && Object.getPrototypeOf(engine.GPOSProcessor);
  if (!prototype) return;
  const apply = prototype.applyAnchor as AnchorProcessor['applyAnchor'];
  prototype.applyAnchor = function (this: AnchorProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, baseGlyphIndex);
  } satisfies AnchorProcessor['applyAnchor'];
}

/** ₹ and the other rupee sign are in the Devanagari face, not in its Latin one. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CF9\u20A8\u20B9\uA8E0-\uA8FF]/;
const TELUGU = /[\u0C00-\u0C7F]/;
/** Spaces and joiners belong to the run they sit in, so a Hindi phrase stays one shaped run. */
const NEUTRAL = /[\s\u200C\u200D]/;

const scriptOf = (char: string): Script | null =>
  NEUTRAL.test(char) ? null : DEVANAGARI.test(char) ? 'devanagari' : TELUGU.test(char) ? 'telugu' : 'latin';

/** "Bill to: प्रिया, ₹45.50" → latin "Bill to: ", devanagari "प्रिया", latin ", ", devanagari "₹", latin "45.50". */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char) ?? runs.at(-1)?.script ?? 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
