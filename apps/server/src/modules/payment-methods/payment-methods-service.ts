import type { SavedPaymentMethod as PaymentMethod } from '@tokri/core';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';

interface Row {
  id: string;
  kind: 'upi' | 'card';
  label: string;
  upi_id: string | null;
  card_last4: string | null;
  card_network: string | null;
  is_default: boolean;
  created_at: Date;
}

const toMethod = (row: Row): PaymentMethod => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  upiId: row.upi_id,
  cardLast4: row.card_last4,
  cardNetwork: row.card_network,
  isDefault: row.is_default,
  createdAt: new Date(row.created_at).toISOString(),
});

export type NewPaymentMethod =
  | { kind: 'upi'; upiId: string; label?: string | undefined; makeDefault?: boolean | undefined }
  | {
      kind: 'card';
      token: string;
      last4: string;
      network: string;
      label?: string | undefined;
      makeDefault?: boolean | undefined;
    };

/** Saved UPI ids and gateway card tokens; the card number itself never reaches us. */
export function createPaymentMethodsService(db: Database) {
  async function list(userId: string): Promise<PaymentMethod[]> {
    const { rows } = await db.query<Row>(
      `select id, kind, label, upi_id, card_last4, card_network, is_default, created_at from payment_methods
        where user_id = $1 order by is_default desc, created_at desc`,
      [userId],
    );
    return rows.map(toMethod);
  }

  return {
    list,

    async add(userId: string, method: NewPaymentMethod): Promise<PaymentMethod[]> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>(
          'select count(*)::int as n from payment_methods where user_id = $1',
          [userId],
        );
        const makeDefault = method.makeDefault || rows[0]!.n === 0;
        if (makeDefault)
          await tx.query('update payment_methods set is_default = false where user_id = $1', [userId]);
        await tx.query(
          `insert into payment_methods (user_id, kind, label, upi_id, card_token, card_last4, card_network, is_default)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          method.kind === 'upi'
            ? [userId, 'upi', method.label ?? '', method.upiId, null, null, null, makeDefault]
            : [
                userId,
                'card',
                method.label ?? '',
                null,
                method.token,
                method.last4,
                method.network,
                makeDefault,
              ],
        );
      });
      return list(userId);
    },

    async setDefault(userId: string, id: string): Promise<PaymentMethod[]> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query('select 1 from payment_methods where id = $1 and user_id = $2', [
          id,
          userId,
        ]);
        if (rows.length === 0) throw notFound();
        await tx.query('update payment_methods set is_default = false where user_id = $1', [userId]);
        await tx.query('update payment_methods set is_default = true where id = $1', [id]);
      });
      return list(userId);
    },

    async remove(userId: string, id: string): Promise<PaymentMethod[]> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ is_default: boolean }>(
          'delete from payment_methods where id = $1 and user_id = $2 returning is_default',
          [id, userId],
        );
        if (rows.length === 0) throw notFound();
        if (rows[0]!.is_default) {
          await tx.query(
            `update payment_methods set is_default = true where id = (
               select id from payment_methods where user_id = $1 order by created_at desc limit 1)`,
            [userId],
          );
        }
      });
      return list(userId);
    },
  };
}
