import { formatRupees, type Language } from '@tokri/core';

/**
 * A rupee chart's value (the data are paise ÷ 100) as its axis and tooltip show it: "₹1,200", "₹0.50", as
 * format.rupees shows paise everywhere else; the axis had bare numbers.
 */
export function rupeesAxis(language: Language): (rupees: number) => string {
  return (rupees) => formatRupees(Math.round(rupees * 100), language);
}

/**
 * A product name as a chart's axis label at 360 px (issue 32): on at most `lines` lines of at most `width`
 * characters, broken between words, the last line ending in "…" when the name is longer. Chart.js draws an
 * array label as lines; a long name in one line was cut off at the canvas edge. Characters are counted as
 * graphemes, so a Devanagari or Telugu letter with its vowel sign is never split.
 */
export function wrapChartLabel(name: string, width = 16, lines = 2): string[] {
  const graphemes = (text: string) =>
    Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (part) => part.segment,
    );
  const words = name.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current: string[] = [];
  for (const word of words) {
    const letters = graphemes(word);
    const next = current.length === 0 ? letters : [...current, ' ', ...letters];
    if (next.length <= width) {
      current = next;
      continue;
    }
    if (current.length > 0) out.push(current.join(''));
    current = letters;
    // A single word wider than a line is cut across lines.
    while (current.length > width) {
      out.push(current.slice(0, width).join(''));
      current = current.slice(width);
    }
  }
  if (current.length > 0) out.push(current.join(''));
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  const last = graphemes(kept[lines - 1]!);
  kept[lines - 1] = `${last
    .slice(0, Math.max(0, width - 1))
    .join('')
    .trimEnd()}…`;
  return kept;
}
