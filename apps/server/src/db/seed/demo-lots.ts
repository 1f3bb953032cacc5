import { addIstDays, FSSAI_SHELF_LIFE_RULE, type IstDate, sellByMoment } from '@tokri/core';
import type { DemoCategorySlug } from './demo-catalogue-types.js';

/**
 * Demo lots for perishables (issue 15 item 3, ADR 0046): for each stocked row of a dairy, fruit and vegetable or
 * meat and seafood product, an older lot and a fresher one, dated relative to the seeding day (IST), whose
 * quantities sum exactly to the row's seeded stock. Shelf lives are typical Indian retail ones: pouch milk 3 days,
 * leafy greens 3, vegetables 5, fruit 10, fresh meat and fish 2, paneer and khoa 7, curd 10, eggs 21, butter and
 * cheese 180, ghee 270.
 */
export const PERISHABLE_CATEGORIES: readonly DemoCategorySlug[] = [
  'dairy',
  'fruits-vegetables',
  'meat-seafood',
];

/** Total shelf life in days by product type; types not named get the category's. */
const LIFE_BY_TYPE: Record<string, number> = {
  milk: 3,
  'leafy-vegetable': 3,
  herb: 4,
  vegetable: 5,
  fruit: 10,
  chicken: 2,
  mutton: 2,
  fish: 2,
  prawns: 2,
  crab: 2,
  paneer: 7,
  khoa: 7,
  curd: 10,
  yogurt: 14,
  buttermilk: 5,
  lassi: 7,
  dessert: 14,
  cream: 60,
  eggs: 21,
  butter: 180,
  cheese: 180,
  'flavoured-milk': 180,
  ghee: 270,
  'condensed-milk': 270,
  'milk-powder': 365,
};
const LIFE_BY_CATEGORY: Partial<Record<DemoCategorySlug, number>> = {
  dairy: 7,
  'fruits-vegetables': 5,
  'meat-seafood': 2,
};

export interface DemoLot {
  quantity: number;
  packedOn: IstDate;
  bestBefore: IstDate;
  sellBy: Date;
}

export function shelfLifeDaysOf(category: DemoCategorySlug, type: string): number | null {
  if (!PERISHABLE_CATEGORIES.includes(category)) return null;
  return LIFE_BY_TYPE[type] ?? LIFE_BY_CATEGORY[category] ?? null;
}

/**
 * The lots of one stocked row: a fresher lot packed today with most of the stock and, when there are at least 2,
 * an older lot (a third, at least 1) packed earlier, but never so early that it is already past its sell-by.
 * The older lot comes first: it is the one FEFO sells next.
 */
export function demoLotsFor(
  category: DemoCategorySlug,
  type: string,
  stock: number,
  today: IstDate,
): DemoLot[] {
  const life = shelfLifeDaysOf(category, type);
  if (life === null || stock <= 0) return [];
  const lot = (quantity: number, packedDaysAgo: number): DemoLot => {
    const packedOn = addIstDays(today, -packedDaysAgo);
    const bestBefore = addIstDays(packedOn, life);
    return {
      quantity,
      packedOn,
      bestBefore,
      sellBy: sellByMoment(packedOn, bestBefore, FSSAI_SHELF_LIFE_RULE),
    };
  };
  if (stock === 1) return [lot(1, 0)];
  const older = Math.max(1, Math.floor(stock / 3));
  // A day old for short lives, about a fifth of the life for long ones.
  const olderAge = Math.max(1, Math.floor(life / 5));
  return [lot(older, olderAge), lot(stock - older, 0)];
}
