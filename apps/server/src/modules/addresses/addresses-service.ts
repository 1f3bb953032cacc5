import type { SavedAddress, SavedAddressInput, savedAddressSchema } from '@tokri/core';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';

interface Row {
  id: string;
  label: SavedAddress['label'];
  contact_name: string;
  contact_phone: string;
  house: string;
  street: string;
  landmark: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  is_default: boolean;
}

const COLUMNS =
  'id, label, contact_name, contact_phone, house, street, landmark, area, city, state, pincode, lat, lng, is_default';

const toAddress = (row: Row): SavedAddress => ({
  id: row.id,
  label: row.label,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  house: row.house,
  street: row.street,
  landmark: row.landmark,
  area: row.area,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  lat: row.lat,
  lng: row.lng,
  isDefault: row.is_default,
});

export type AddressInput = z.output<typeof savedAddressSchema>;
type Input = AddressInput;

/**
 * Saves an address typed at checkout, inside checkout's transaction (so a refused order saves nothing).
 * It becomes the default when the customer has none yet (their first address).
 */
export async function saveTypedAddress(tx: Queryable, userId: string, address: Input): Promise<void> {
  await tx.query(
    `insert into addresses (user_id, label, contact_name, contact_phone, house, street, landmark, area, city,
                            state, pincode, lat, lng, is_default)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
            not exists (select 1 from addresses where user_id = $1 and is_default)`,
    [
      userId,
      address.label,
      address.contactName,
      address.contactPhone,
      address.house,
      address.street,
      address.landmark,
      address.area,
      address.city,
      address.state,
      address.pincode,
      address.lat,
      address.lng,
    ],
  );
}

/** Saved addresses: every query is scoped to the owner, so one customer never reaches another's. */
export function createAddressesService(db: Database) {
  async function list(userId: string): Promise<SavedAddress[]> {
    const { rows } = await db.query<Row>(
      `select ${COLUMNS} from addresses where user_id = $1 order by is_default desc, created_at desc`,
      [userId],
    );
    return rows.map(toAddress);
  }

  async function get(tx: Queryable, userId: string, id: string): Promise<SavedAddress> {
    const { rows } = await tx.query<Row>(`select ${COLUMNS} from addresses where id = $1 and user_id = $2`, [
      id,
      userId,
    ]);
    if (!rows[0]) throw notFound();
    return toAddress(rows[0]);
  }

  const values = (input: Input) => [
    input.label,
    input.contactName,
    input.contactPhone,
    input.house,
    input.street,
    input.landmark,
    input.area,
    input.city,
    input.state,
    input.pincode,
    input.lat,
    input.lng,
  ];

  return {
    list,
    get: (userId: string, id: string) => get(db, userId, id),

    async create(userId: string, input: Input): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        const { rows: count } = await tx.query<{ n: number }>(
          'select count(*)::int as n from addresses where user_id = $1',
          [userId],
        );
        const makeDefault = input.isDefault || count[0]!.n === 0;
        if (makeDefault)
          await tx.query('update addresses set is_default = false where user_id = $1', [userId]);
        const { rows } = await tx.query<Row>(
          `insert into addresses (user_id, label, contact_name, contact_phone, house, street, landmark, area, city, state,
                                  pincode, lat, lng, is_default)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning ${COLUMNS}`,
          [userId, ...values(input), makeDefault],
        );
        return toAddress(rows[0]!);
      });
    },

    async update(userId: string, id: string, input: Input): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await get(tx, userId, id);
        if (input.isDefault)
          await tx.query('update addresses set is_default = false where user_id = $1', [userId]);
        const { rows } = await tx.query<Row>(
          `update addresses set label = $3, contact_name = $4, contact_phone = $5, house = $6, street = $7, landmark = $8,
                  area = $9, city = $10, state = $11, pincode = $12, lat = $13, lng = $14,
                  is_default = is_default or $15, updated_at = tokri_now()
            where id = $1 and user_id = $2 returning ${COLUMNS}`,
          [id, userId, ...values(input), input.isDefault],
        );
        return toAddress(rows[0]!);
      });
    },

    async setDefault(userId: string, id: string): Promise<SavedAddress[]> {
      await db.transaction(async (tx) => {
        await get(tx, userId, id);
        await tx.query('update addresses set is_default = false where user_id = $1', [userId]);
        await tx.query('update addresses set is_default = true where id = $1', [id]);
      });
      return list(userId);
    },

    async remove(userId: string, id: string): Promise<SavedAddress[]> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ is_default: boolean }>(
          'delete from addresses where id = $1 and user_id = $2 returning is_default',
          [id, userId],
        );
        if (!rows[0]) throw notFound();
        if (rows[0].is_default) {
          await tx.query(
            `update addresses set is_default = true where id = (
               select id from addresses where user_id = $1 order by created_at desc limit 1)`,
            [userId],
          );
        }
      });
      return list(userId);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
export type { SavedAddress, SavedAddressInput };
