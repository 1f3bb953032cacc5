import { type AdminProduct, NUTRIENT_KEYS, type NutrientKey, type ProductInputDraft } from '@tokri/core';

/**
 * The product form's state: every field as the admin types it (text), turned into the API's input on save.
 * A number that does not parse is sent as null, so the server's per-field message explains it.
 */
export type Language3 = 'en' | 'hi' | 'te';
export interface TextsDraft {
  name: string;
  description: string;
  benefits: string;
  ingredients: string;
}
export interface PackDraft {
  key: string;
  id?: string;
  name: string;
  unit: string;
  price: string;
  discount: string;
  stock: string;
  isActive: boolean;
}
export interface ProductDraft {
  categoryId: string;
  type: string;
  unit: string;
  price: string;
  discount: string;
  stock: string;
  gstRate: string;
  /** HSN code for the tax invoice (ADR 0047), as typed. */
  hsnCode: string;
  isActive: boolean;
  searchTerms: string;
  nutritionPer: string;
  nutrients: Record<NutrientKey, string>;
  texts: Record<Language3, TextsDraft>;
  packs: PackDraft[];
}

let packKeys = 0;
export const newPackKey = () => `pack-${++packKeys}`;

const emptyTexts = (): TextsDraft => ({ name: '', description: '', benefits: '', ingredients: '' });
const rupeesText = (paise: number) => (paise / 100).toFixed(2);

export function emptyDraft(categoryId = ''): ProductDraft {
  return {
    categoryId,
    type: '',
    unit: '',
    price: '',
    discount: '0',
    stock: '0',
    gstRate: '5',
    hsnCode: '',
    isActive: true,
    searchTerms: '',
    nutritionPer: '',
    nutrients: Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, ''])) as Record<NutrientKey, string>,
    texts: { en: emptyTexts(), hi: emptyTexts(), te: emptyTexts() },
    packs: [],
  };
}

export function draftOf(product: AdminProduct): ProductDraft {
  const texts = (language: Language3): TextsDraft => ({
    name: product.texts[language].name,
    description: product.texts[language].description,
    benefits: product.texts[language].benefits.join('\n'),
    ingredients: product.texts[language].ingredients.join('\n'),
  });
  return {
    categoryId: product.categoryId,
    type: product.type,
    unit: product.unit,
    price: rupeesText(product.pricePaise),
    discount: String(product.discountPercentage),
    stock: String(product.stockQuantity),
    gstRate: String(product.gstRate),
    hsnCode: product.hsnCode ?? '',
    isActive: product.isActive,
    searchTerms: product.searchTerms.join(', '),
    nutritionPer: product.nutritionalInfo.per ?? '',
    nutrients: Object.fromEntries(
      NUTRIENT_KEYS.map((key) => [
        key,
        product.nutritionalInfo[key] === undefined ? '' : String(product.nutritionalInfo[key]),
      ]),
    ) as Record<NutrientKey, string>,
    texts: { en: texts('en'), hi: texts('hi'), te: texts('te') },
    packs: product.packs.map((pack) => ({
      key: newPackKey(),
      id: pack.id,
      name: pack.name,
      unit: pack.unit,
      price: rupeesText(pack.pricePaise),
      discount: pack.discountPercentage === null ? '' : String(pack.discountPercentage),
      stock: String(pack.stockQuantity),
      isActive: pack.isActive,
    })),
  };
}

const paise = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? Math.round(value * 100) : null;
};
const whole = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
};
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function inputOf(draft: ProductDraft): ProductInputDraft {
  const nutritionalInfo: Record<string, string | number> = {};
  if (draft.nutritionPer.trim()) nutritionalInfo.per = draft.nutritionPer.trim();
  for (const key of NUTRIENT_KEYS) {
    const text = draft.nutrients[key].trim();
    if (text !== '') nutritionalInfo[key] = Number(text);
  }
  const texts = (language: Language3) => ({
    name: draft.texts[language].name,
    description: draft.texts[language].description,
    benefits: lines(draft.texts[language].benefits),
    ingredients: lines(draft.texts[language].ingredients),
  });
  // Nulls are sent on purpose: the server answers them with a message for the field.
  return {
    categoryId: draft.categoryId,
    type: draft.type,
    unit: draft.unit,
    pricePaise: paise(draft.price) as number,
    discountPercentage: whole(draft.discount) as number,
    stockQuantity: whole(draft.stock) as number,
    gstRate: whole(draft.gstRate) as number,
    hsnCode: draft.hsnCode,
    isActive: draft.isActive,
    searchTerms: draft.searchTerms
      .split(',')
      .map((term) => term.trim())
      .filter(Boolean),
    nutritionalInfo,
    texts: { en: texts('en'), hi: texts('hi'), te: texts('te') },
    packs: draft.packs.map((pack, index) => ({
      ...(pack.id ? { id: pack.id } : {}),
      name: pack.name,
      unit: pack.unit,
      pricePaise: paise(pack.price) as number,
      discountPercentage: pack.discount.trim() === '' ? null : (whole(pack.discount) as number),
      stockQuantity: whole(pack.stock) as number,
      sortOrder: index + 1,
      isActive: pack.isActive,
    })),
  };
}
