import type { IstDate } from '@tokri/core';
import { hashPassword } from '../../modules/auth/password-hashing.js';
import type { Database, Queryable } from '../database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_RIDER_STORE } from './demo-accounts.js';
import type { DemoCategory, DemoProduct } from './demo-catalogue-types.js';
import { DEMO_GST } from './demo-gst.js';
import { demoLotsFor } from './demo-lots.js';

const SEED_LOCK = 7_274_002;

export interface SeedReport {
  seeded: boolean;
  categories: number;
  products: number;
}

/** Seeds the demo catalogue and accounts, once, on the first start of an empty database. */
export async function seedDemoData(db: Database): Promise<SeedReport> {
  const { rows: existing } = await db.query<{ seeded: boolean }>(
    `select exists (select 1 from app_settings where key = 'demo_seeded_at') as seeded`,
  );
  if (existing[0]?.seeded) return { seeded: false, categories: 0, products: 0 };
  // Loaded only when needed: the catalogue is large and most starts find the database seeded already.
  const { demoCategories, demoProducts } = await import('./demo-catalogue.js');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows } = await tx.query<{ empty: boolean }>(
      `select not exists (select 1 from products) and not exists (select 1 from users)
              and not exists (select 1 from app_settings where key = 'demo_seeded_at') as empty`,
    );
    if (!rows[0]?.empty) return { seeded: false, categories: 0, products: 0 };
    const categoryIds = await insertCategories(tx, demoCategories);
    // The app's clock, through the database the server hands the seed (ADR 0073).
    const { rows: clock } = await tx.query<{ today: string }>(
      `select (tokri_now() at time zone 'Asia/Kolkata')::date::text as today`,
    );
    const today = clock[0]!.today as IstDate;
    for (const product of demoProducts) {
      await insertProduct(tx, product, categoryIds.get(product.category)!, today);
    }
    await insertAccounts(tx, passwordHash);
    await insertCoupons(tx);
    await tx.query(`insert into app_settings (key, value) values ('demo_seeded_at', to_jsonb(tokri_now()))`);
    return { seeded: true, categories: categoryIds.size, products: demoProducts.length };
  });
}

async function insertCategories(tx: Queryable, demoCategories: DemoCategory[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const category of demoCategories) {
    const { rows } = await tx.query<{ id: string }>(
      `insert into categories (slug, name, description, translations, image_url, sort_order)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        category.slug,
        category.name.en,
        category.description.en,
        {
          hi: { name: category.name.hi, description: category.description.hi },
          te: { name: category.name.te, description: category.description.te },
        },
        `/images/categories/${category.slug}.svg`,
        category.sortOrder,
      ],
    );
    ids.set(category.slug, rows[0]!.id);
  }
  return ids;
}

async function insertProduct(tx: Queryable, product: DemoProduct, categoryId: string, today: string) {
  const [main, ...packs] = product.variants;
  if (!main) throw new Error(`demo product ${product.slug} has no pack`);
  const image = `/images/products/${product.slug}.svg`;
  const gst = DEMO_GST[product.slug];
  if (!gst) throw new Error(`demo product ${product.slug} has no HSN code and GST rate (demo-gst.ts)`);
  const translation = (lang: 'hi' | 'te') => ({
    name: product.name[lang],
    description: product.description[lang],
    benefits: product.benefits[lang],
    ingredients: product.ingredients[lang],
  });
  const { rows } = await tx.query<{ id: string }>(
    `insert into products (category_id, slug, name, type, price_paise, unit, discount_percentage, stock_quantity,
                           image_url, images, description, benefits, ingredients, nutritional_info, translations,
                           search_terms, created_at, updated_at, hsn_code, gst_rate)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             tokri_now() - make_interval(days => $17, mins => $18), tokri_now(), $19, $20)
     returning id`,
    [
      categoryId,
      product.slug,
      product.name.en,
      product.type,
      main.pricePaise,
      main.unit,
      main.discountPercent,
      main.stock,
      image,
      JSON.stringify([image]),
      product.description.en,
      JSON.stringify(product.benefits.en),
      JSON.stringify(product.ingredients.en),
      { ...product.nutrition },
      { hi: translation('hi'), te: translation('te') },
      product.searchTerms,
      product.addedDaysAgo,
      // Spread products added on one day over its minutes, so "newest first" has a stable order.
      product.slug.length,
      gst[0],
      gst[1],
    ],
  );
  const productId = rows[0]!.id;
  await insertLots(tx, product, { productId, variantId: null }, main.stock, today);
  for (const [index, pack] of packs.entries()) {
    const inserted = await tx.query<{ id: string }>(
      `insert into product_variants (product_id, name, unit, price_paise, discount_percentage, stock_quantity, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [productId, pack.name, pack.unit, pack.pricePaise, pack.discountPercent, pack.stock, index + 1],
    );
    await insertLots(tx, product, { productId, variantId: inserted.rows[0]!.id }, pack.stock, today);
  }
}

/** Perishables' lots (ADR 0046), summing exactly to the row's seeded stock. */
async function insertLots(
  tx: Queryable,
  product: DemoProduct,
  row: { productId: string; variantId: string | null },
  stock: number,
  today: string,
) {
  for (const lot of demoLotsFor(product.category, product.type, stock, today)) {
    await tx.query(
      `insert into stock_lots (product_id, variant_id, quantity_received, quantity_left, packed_on, best_before, sell_by)
       values ($1, $2, $3, $3, $4, $5, $6)`,
      [row.productId, row.variantId, lot.quantity, lot.packedOn, lot.bestBefore, lot.sellBy],
    );
  }
}

async function insertAccounts(tx: Queryable, passwordHash: string) {
  for (const account of DEMO_ACCOUNTS) {
    const { rows } = await tx.query<{ id: string }>(
      'insert into users (email, phone, password_hash) values ($1, $2, $3) returning id',
      [account.email, account.phone, passwordHash],
    );
    const userId = rows[0]!.id;
    await tx.query(
      `insert into profiles (user_id, full_name, phone, preferred_language) values ($1, $2, $3, 'en')`,
      [userId, account.fullName, account.phone],
    );
    for (const role of account.roles) {
      await tx.query('insert into user_roles (user_id, role) values ($1, $2)', [userId, role]);
    }
    if (account.email.endsWith('@delivery.tokri.in')) {
      // Both demo riders ride for the store nearest the demo customer, so automatic assignment has two to offer.
      await tx.query(
        `insert into delivery_agents (user_id, full_name, phone, home_seller_location_id)
         values ($1, $2, $3, (select id from seller_locations where name = $4 order by created_at limit 1))`,
        [userId, account.fullName, account.phone, DEMO_RIDER_STORE],
      );
    }
  }
}

/** Demo coupons (codes listed in the README). */
export const DEMO_COUPONS = [
  {
    code: 'FRESH10',
    description: '10% off, up to ₹50, on orders from ₹199',
    kind: 'percent',
    value: 10,
    min: 199_00,
    max: 50_00,
    firstOrder: false,
    perUser: null,
  },
  {
    code: 'WELCOME50',
    description: '₹50 off your first order from ₹249',
    kind: 'flat',
    value: 50_00,
    min: 249_00,
    max: null,
    firstOrder: true,
    perUser: 1,
  },
  {
    code: 'SAVE100',
    description: '₹100 off orders from ₹999',
    kind: 'flat',
    value: 100_00,
    min: 999_00,
    max: null,
    firstOrder: false,
    perUser: 3,
  },
] as const;

async function insertCoupons(tx: Queryable) {
  for (const coupon of DEMO_COUPONS) {
    await tx.query(
      `insert into coupons (code, description, kind, value, min_order_paise, max_discount_paise, valid_from, valid_until,
                            per_user_limit, first_order_only)
       values ($1, $2, $3, $4, $5, $6, (tokri_now() at time zone 'Asia/Kolkata')::date - 1,
               (tokri_now() at time zone 'Asia/Kolkata')::date + 365, $7, $8)`,
      [
        coupon.code,
        coupon.description,
        coupon.kind,
        coupon.value,
        coupon.min,
        coupon.max,
        coupon.perUser,
        coupon.firstOrder,
      ],
    );
  }
}
