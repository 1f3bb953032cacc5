import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { PERSONAL_DATA_TABLES, REGISTERED_TABLES } from './personal-data-tables.js';

/**
 * Column names that can hold a person's data (ADR 0051). A table with such a column, or with a foreign key to
 * `users`, must be in the registry (`personal-data-tables.ts`) or in `NOT_PERSONAL` below with why.
 */
const PERSONAL_COLUMN_PATTERNS: readonly RegExp[] = [
  /(^|_)user_id$/,
  /(^|_)customer_id$/,
  /(^|_)(referrer|referred|rater|reporter|requester|owner)(_user)?_id$/,
  /email/,
  /phone/,
  /mobile/,
  /(^|_)name$/,
  /address/,
  /line[12]$/,
  /(^|_)(house|street|landmark|pincode)$/,
  /(^|_)(lat|lng|latitude|longitude|location)$/,
  /(^|_)notes?$/,
  /comment/,
  /message/,
  /(^|_)body(_text)?$/,
  /description/,
  /(^|_)reason$/,
  /user_agent/,
  /(^|_)ip(_address)?$/,
  /endpoint/,
  /date_of_birth|(^|_)dob$/,
  /recipient/,
  /(^|_)(upi_id|card_last4|card_token)$/,
  /(^|_)(player_id|device_info)$/,
  /(^|_)(photo|image|attachment)s?(_url|_id)?$/,
  /(^|_)(payload|document|details|metadata)$/,
];

/**
 * Tables with a personal-looking column that hold no customer's personal data, each with why. A new table
 * belongs here only with a reason a reviewer would accept; otherwise register it.
 */
const NOT_PERSONAL: Record<string, string> = {
  // The catalogue and the shop's own facts: product names, descriptions, images, store addresses.
  categories: 'catalogue: category names, descriptions and images',
  products: 'catalogue: product names, descriptions and images',
  product_variants: 'catalogue: pack names',
  coupons: 'the shop’s coupon descriptions',
  seller_locations: 'the stores: their own name, address, phone and position (a business, not a person)',
  // Written by staff about the shop, not about a customer; staff accounts are not deleted by this path.
  stock_adjustments: 'an admin’s stock correction and its note about the stock',
  stock_lots: 'a received lot: who received it (staff) and why it was withdrawn',
  admin_broadcasts: 'an admin’s message to every customer: the admin’s words, no customer’s data',
  // Machinery holding ids only.
  scheduled_jobs: 'job payloads hold ids only (notification, order, broadcast, user)',
  sandbox_gateway_refunds: 'the embedded sandbox gateway: notes hold our refund key',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
}

let database: TestDatabase;
let personalTables: Map<string, string[]>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { rows: columns } = await database.db.query<ColumnRow>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'schema_migrations'`,
  );
  // A uuid pointing at users is a person whatever the column is called.
  const { rows: userKeys } = await database.db.query<ColumnRow>(
    `select cl.relname as table_name, a.attname as column_name
       from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid
       join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
      where k.contype = 'f' and k.confrelid = 'public.users'::regclass`,
  );
  personalTables = new Map();
  const flag = ({ table_name: table, column_name: column }: ColumnRow) =>
    personalTables.set(table, [...(personalTables.get(table) ?? []), column]);
  for (const row of columns)
    if (PERSONAL_COLUMN_PATTERNS.some((pattern) => pattern.test(row.column_name))) flag(row);
  for (const row of userKeys) flag(row);
});
afterAll(async () => database?.dispose());

describe('every table with personal data is registered (DPDP Act 2023, ADR 0051)', () => {
  it('when the live schema is read, then each table with a personal-looking column is registered or allowlisted with why', () => {
    const unaccounted = [...personalTables.entries()]
      .filter(([table]) => !REGISTERED_TABLES.has(table) && !(table in NOT_PERSONAL))
      .map(([table, columns]) => `${table} (${[...new Set(columns)].join(', ')})`);
    expect(unaccounted, 'register these in personal-data-tables.ts, or allowlist them with why').toEqual([]);
  });

  it('when the registry and the allowlist are read, then each names a table that exists, once, and never both', async () => {
    const { rows } = await database.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const existing = new Set(rows.map((row) => row.table_name));
    const named = [...PERSONAL_DATA_TABLES.map((entry) => entry.table), ...Object.keys(NOT_PERSONAL)];
    expect(named.filter((table) => !existing.has(table))).toEqual([]);
    expect(named.length).toBe(new Set(named).size);
    // An allowlist entry the detector would not flag is dead weight that could hide a future table.
    expect(Object.keys(NOT_PERSONAL).filter((table) => !personalTables.has(table))).toEqual([]);
  });

  it('when a registry entry is not exported or erased by another entry, then it says why or names one that exists', () => {
    for (const entry of PERSONAL_DATA_TABLES) {
      if (entry.exportSql === null) expect(entry.notExported, entry.table).toBeTruthy();
      if ('by' in entry.erasure) expect(REGISTERED_TABLES.has(entry.erasure.by), entry.table).toBe(true);
      if ('kept' in entry.erasure) expect(entry.erasure.kept.length, entry.table).toBeGreaterThan(10);
    }
  });

  it('when a new table with a customer column appears, then the check names it', async () => {
    await database.db.query(
      'create table referral_rewards_probe (id uuid primary key, referred_user_id uuid references users (id), note text)',
    );
    const { rows } = await database.db.query<ColumnRow>(
      `select table_name, column_name from information_schema.columns where table_name = 'referral_rewards_probe'`,
    );
    const flagged = rows.filter((row) => PERSONAL_COLUMN_PATTERNS.some((p) => p.test(row.column_name)));
    expect(flagged.map((row) => row.column_name).sort()).toEqual(['note', 'referred_user_id']);
    expect(REGISTERED_TABLES.has('referral_rewards_probe')).toBe(false);
    await database.db.query('drop table referral_rewards_probe');
  });
});
