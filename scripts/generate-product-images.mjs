#!/usr/bin/env node
/**
 * Generates the demo catalogue artwork: one small SVG per product and per category.
 *
 *   node scripts/generate-product-images.mjs           # (re)write every image
 *   node scripts/generate-product-images.mjs --prune   # also delete images that are no longer in the map
 *
 * Input: scripts/product-image-map.json
 *   { "<product-slug>": { "icon": "tomato", "bg": "#fde2e2", "title": "Tomato" }, ...,
 *     "categories": { "<category-slug>": { "icon": "...", "bg": "...", "title": "..." } } }
 * Artwork: Fluent Emoji Flat (MIT, Microsoft) via the @iconify-json/fluent-emoji-flat dev dependency.
 * Output: apps/web/public/images/products/<slug>.svg and apps/web/public/images/categories/<slug>.svg,
 * each a 256x256 rounded pastel tile with the emoji centred at 70% size and a <title> for accessibility.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIZE = 256;
const ICON_SCALE = 0.7;
const CORNER_RADIUS = 48;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mapFile = join(root, 'scripts', 'product-image-map.json');
const outDirs = {
  products: join(root, 'apps', 'web', 'public', 'images', 'products'),
  categories: join(root, 'apps', 'web', 'public', 'images', 'categories'),
};
const prune = process.argv.includes('--prune');

const require = createRequire(import.meta.url);
const iconSet = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
);
const map = JSON.parse(readFileSync(mapFile, 'utf8'));

const { categories = {}, ...products } = map;
const jobs = [
  ...Object.entries(products).map(([slug, entry]) => ({ kind: 'products', slug, entry })),
  ...Object.entries(categories).map(([slug, entry]) => ({ kind: 'categories', slug, entry })),
];

/** Looks an icon up, following aliases; returns its body, box and flips, or undefined. */
function resolveIcon(name) {
  const flips = { h: false, v: false };
  let current = name;
  for (let depth = 0; depth < 5; depth++) {
    const icon = iconSet.icons[current];
    if (icon) {
      return {
        body: icon.body,
        left: icon.left ?? iconSet.left ?? 0,
        top: icon.top ?? iconSet.top ?? 0,
        width: icon.width ?? iconSet.width ?? 16,
        height: icon.height ?? iconSet.height ?? 16,
        flips,
      };
    }
    const alias = iconSet.aliases?.[current];
    if (!alias) return undefined;
    if (alias.rotate) throw new Error(`icon ${name}: rotated aliases are not supported`);
    if (alias.hFlip) flips.h = !flips.h;
    if (alias.vFlip) flips.v = !flips.v;
    current = alias.parent;
  }
  return undefined;
}

const problems = [];
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
for (const { kind, slug, entry } of jobs) {
  const where = `${kind}/${slug}`;
  if (!slugPattern.test(slug)) problems.push(`${where}: slug is not kebab-case ASCII`);
  if (!entry || typeof entry !== 'object') {
    problems.push(`${where}: entry must be an object`);
    continue;
  }
  if (!resolveIcon(entry.icon)) problems.push(`${where}: icon "${entry.icon}" is not in fluent-emoji-flat`);
  if (!/^#[0-9a-f]{6}$/i.test(entry.bg ?? ''))
    problems.push(`${where}: bg "${entry.bg}" is not a #rrggbb colour`);
  if (typeof entry.title !== 'string' || entry.title.trim() === '')
    problems.push(`${where}: title is missing`);
}
if (problems.length > 0) {
  console.error(`generate-product-images: ${problems.length} problem(s) in ${mapFile}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

/** Short decimal: 38.4, 5.6, 0 (no float noise, no trailing zeros). */
const num = (value) => String(Number(value.toFixed(3)));

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );

/** Prefixes ids so several images can be inlined on one page without clashing. */
function scopeIds(body, prefix) {
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  let scoped = body;
  for (const id of ids) {
    const safe = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    scoped = scoped
      .replace(new RegExp(`\\sid="${safe}"`, 'g'), ` id="${prefix}-${id}"`)
      .replace(new RegExp(`url\\(#${safe}\\)`, 'g'), `url(#${prefix}-${id})`)
      .replace(new RegExp(`href="#${safe}"`, 'g'), `href="#${prefix}-${id}"`);
  }
  return scoped;
}

function renderSvg(slug, entry) {
  const icon = resolveIcon(entry.icon);
  const scale = (SIZE * ICON_SCALE) / Math.max(icon.width, icon.height);
  const x = (SIZE - icon.width * scale) / 2 - icon.left * scale;
  const y = (SIZE - icon.height * scale) / 2 - icon.top * scale;
  const transforms = [`translate(${num(x)} ${num(y)})`, `scale(${num(scale)})`];
  if (icon.flips.h || icon.flips.v) {
    const fx = icon.flips.h ? -1 : 1;
    const fy = icon.flips.v ? -1 : 1;
    transforms.push(
      `translate(${icon.flips.h ? num(2 * icon.left + icon.width) : 0} ${icon.flips.v ? num(2 * icon.top + icon.height) : 0})`,
      `scale(${fx} ${fy})`,
    );
  }
  const body = scopeIds(icon.body, slug);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">` +
    `<title>${escapeXml(entry.title)}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="${CORNER_RADIUS}" fill="${entry.bg.toLowerCase()}"/>` +
    `<circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${num(SIZE * 0.38)}" fill="#fff" fill-opacity=".45"/>` +
    `<g transform="${transforms.join(' ')}">${body}</g>` +
    '</svg>\n'
  );
}

let totalBytes = 0;
let largest = { file: '', bytes: 0 };
const written = { products: new Set(), categories: new Set() };
for (const dir of Object.values(outDirs)) mkdirSync(dir, { recursive: true });
for (const { kind, slug, entry } of jobs) {
  const file = join(outDirs[kind], `${slug}.svg`);
  const svg = renderSvg(slug, entry);
  writeFileSync(file, svg);
  const bytes = Buffer.byteLength(svg);
  totalBytes += bytes;
  if (bytes > largest.bytes) largest = { file, bytes };
  written[kind].add(`${slug}.svg`);
}

const stale = [];
for (const [kind, dir] of Object.entries(outDirs)) {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.svg') || written[kind].has(name)) continue;
    const file = join(dir, name);
    if (!statSync(file).isFile()) continue;
    stale.push(file);
    if (prune) rmSync(file);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `generate-product-images: wrote ${written.products.size} product and ${written.categories.size} category images, ` +
    `${kb(totalBytes)} in total (largest ${kb(largest.bytes)}: ${largest.file.slice(root.length + 1)})`,
);
if (stale.length > 0) {
  const verb = prune ? 'deleted' : 'not in the map (run with --prune to delete)';
  console.log(
    `${stale.length} stale image(s) ${verb}:\n  ${stale.map((f) => f.slice(root.length + 1)).join('\n  ')}`,
  );
}
