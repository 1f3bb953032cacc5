/** The home page's rows as the customer scrolls them (spec §2). */
export const HOME_ROWS = [
  'bestDeals',
  'trending',
  'freshArrivals',
  'frequentlyBought',
  'previouslyBought',
  'specialOffers',
] as const;
export type HomeRow = (typeof HOME_ROWS)[number];

/**
 * Which row gets a product that qualifies for several: the customer's own rows first ("buy again" is why a
 * returning customer opens the app), then the rest in screen order (ADR 0011).
 */
export const CLAIM_ORDER: readonly HomeRow[] = [
  'frequentlyBought',
  'previouslyBought',
  'bestDeals',
  'trending',
  'freshArrivals',
  'specialOffers',
];

/**
 * Gives every product to at most one row: each row, in claim order, takes up to `size` of its candidates that
 * no earlier row took. A row left with fewer than `minimum` products is emptied (the page hides it), and its
 * products stay free for the rows after it.
 */
export function distinctRows<T extends { id: string }>(
  candidates: Record<HomeRow, T[]>,
  size: number,
  minimum: number,
): Record<HomeRow, T[]> {
  const taken = new Set<string>();
  const rows = {} as Record<HomeRow, T[]>;
  for (const row of CLAIM_ORDER) {
    const picked: T[] = [];
    for (const item of candidates[row]) {
      if (picked.length >= size) break;
      if (!taken.has(item.id) && !picked.some((other) => other.id === item.id)) picked.push(item);
    }
    if (picked.length < minimum) {
      rows[row] = [];
      continue;
    }
    for (const item of picked) taken.add(item.id);
    rows[row] = picked;
  }
  return rows;
}
