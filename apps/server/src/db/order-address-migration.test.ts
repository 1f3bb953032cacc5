import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { MIGRATIONS_DIR, migrate } from './migrate.js';

const ADDRESS_SHAPE_MIGRATION = '0010_one_address_shape.sql';
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => database?.dispose());

describe('the one-address-shape migration', () => {
  it('when an order placed before it recorded fullName/phone/line1/line2, then it reads as the saved-address shape after it', async () => {
    const before = await mkdtemp(join(tmpdir(), 'tokri-migrations-'));
    await cp(MIGRATIONS_DIR, before, { recursive: true });
    await rm(join(before, ADDRESS_SHAPE_MIGRATION));
    await migrate(database.db, before);

    const { rows: users } = await database.db.query<{ id: string }>(
      `insert into users (email, password_hash) values ('old-order@example.com', 'x') returning id`,
    );
    const oldAddress = {
      fullName: 'Priya Sharma',
      phone: '+919876543210',
      line1: 'Flat 402, Lakeview Apartments',
      line2: '5th Cross, Indiranagar',
      landmark: 'Near CMH Hospital',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    };
    const { rows: orders } = await database.db.query<{ id: string }>(
      `insert into orders (user_id, subtotal_paise, total_paise, delivery_address) values ($1, 100, 100, $2) returning id`,
      [users[0]!.id, oldAddress],
    );

    const report = await migrate(database.db);
    expect(report.applied).toEqual([ADDRESS_SHAPE_MIGRATION]);

    const { rows } = await database.db.query<{ delivery_address: Record<string, unknown> }>(
      'select delivery_address from orders where id = $1',
      [orders[0]!.id],
    );
    expect(rows[0]!.delivery_address).toEqual({
      contactName: 'Priya Sharma',
      contactPhone: '+919876543210',
      house: 'Flat 402, Lakeview Apartments',
      street: '5th Cross, Indiranagar',
      landmark: 'Near CMH Hospital',
      area: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      lat: null,
      lng: null,
    });
  });
});
