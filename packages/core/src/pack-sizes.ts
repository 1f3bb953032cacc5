/**
 * Pack sizes ("500 g", "6 pcs", "1 bunch") are stored as one canonical string, `<count> <symbol>`,
 * in products.unit, product_variants.unit and order_items.unit. This module reads that string into a
 * unit code plus a count, so each interface language can say it in its own words
 * (see docs/decisions/0012-pack-sizes-local-times-indian-dates.md).
 */

/** The units a pack can be counted in. */
export const PACK_UNITS = ['gram', 'kilogram', 'millilitre', 'litre', 'piece', 'bunch'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export interface PackSize {
  count: number;
  unit: PackUnit;
}

/** The symbols the canonical string may use for each unit (case-sensitive: "L" is a litre). */
const SYMBOLS: Record<string, PackUnit> = {
  g: 'gram',
  kg: 'kilogram',
  ml: 'millilitre',
  L: 'litre',
  pc: 'piece',
  pcs: 'piece',
  bunch: 'bunch',
};

/** What the stored string looks like: a positive number (up to 3 decimals), one space, a symbol. */
export const PACK_SIZE_PATTERN = /^(\d{1,6}(?:\.\d{1,3})?) (g|kg|ml|L|pcs?|bunch)$/;

/** `"6 pcs"` -> `{ count: 6, unit: 'piece' }`; null for anything that is not canonical. */
export function parsePackSize(value: string): PackSize | null {
  const match = PACK_SIZE_PATTERN.exec(value.trim());
  if (!match) return null;
  const count = Number(match[1]);
  const unit = SYMBOLS[match[2] ?? ''];
  if (!unit || !(count > 0)) return null;
  return { count, unit };
}
