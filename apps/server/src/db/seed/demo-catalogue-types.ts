/** Shape of the demo catalogue shipped with the repository (seeded on first start of an empty database). */
export type Lang = 'en' | 'hi' | 'te';
export type Localised<T> = Record<Lang, T>;

export type DemoCategorySlug =
  | 'fruits-vegetables'
  | 'dairy'
  | 'meat-seafood'
  | 'grains-cereals'
  | 'beverages-snacks';

export interface DemoCategory {
  slug: DemoCategorySlug;
  sortOrder: number;
  name: Localised<string>;
  description: Localised<string>;
}

export interface DemoVariant {
  /** Pack label shown to the customer, e.g. "500 g", "1 kg", "6 pcs", "1 L". */
  name: string;
  /** Unit the price refers to; usually equal to name. */
  unit: string;
  /** Selling price before discount (MRP), integer paise. ₹42.50 = 4250. */
  pricePaise: number;
  /** Whole-number percentage 0..90. */
  discountPercent: number;
  stock: number;
}

export interface DemoNutrition {
  /** e.g. "100 g" or "100 ml" */
  per: string;
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  sugarG: number;
  fatG: number;
  fibreG: number;
  sodiumMg: number;
}

export interface DemoProduct {
  /** Stable kebab-case key, unique, also the image file name: apps/web/public/images/products/<slug>.svg */
  slug: string;
  category: DemoCategorySlug;
  /** Short product type, e.g. "vegetable", "fruit", "milk", "paneer", "chicken", "rice", "tea". */
  type: string;
  name: Localised<string>;
  description: Localised<string>;
  benefits: Localised<string[]>;
  ingredients: Localised<string[]>;
  nutrition: DemoNutrition;
  /** Transliterations and common alternative names customers type, lower case Latin script:
   *  e.g. tomato -> ["tamatar", "tamata", "tomatoes"]; milk -> ["doodh", "dudh", "paalu", "palu"]. */
  searchTerms: string[];
  /** First variant is the default pack. One to three variants. */
  variants: DemoVariant[];
  /** Days before "today" the product was added to the shop (0..60); drives "fresh arrivals". */
  addedDaysAgo: number;
}
