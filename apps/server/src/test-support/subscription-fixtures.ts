import { type IstDate, istInstant } from '@tokri/core';
import type { Queryable } from '../db/database.js';
import { creditWalletTopup } from '../modules/wallet/wallet-ledger.js';
import { ADDRESS, newCustomer } from './shop-fixtures.js';
import type { TestServer } from './test-server.js';

/** The instant of an IST wall-clock time on a day: `istAt('2026-03-11', '00:00')`. */
export function istAt(date: IstDate, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return istInstant(date, h! * 60 + m!);
}

/** A paid top-up credited as the gateway's capture would credit it (ledger and balance together). */
export async function fundWallet(db: Queryable, userId: string, amountPaise: number): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `insert into wallet_topups (user_id, amount_paise, status) values ($1, $2, 'paid') returning id`,
    [userId, amountPaise],
  );
  await creditWalletTopup(db, { userId, topupId: rows[0]!.id, amountPaise });
}

/** A new customer with a saved home address, as a plan needs one. */
export async function customerWithAddress(server: TestServer, name: string) {
  const customer = await newCustomer(server, name);
  const saved = await server.api('/api/addresses', {
    token: customer.token,
    body: { ...ADDRESS, label: 'home' },
  });
  if (saved.status !== 201) throw new Error(`address: ${JSON.stringify(saved.body)}`);
  return { ...customer, addressId: saved.body.address.id as string };
}
export type PlanCustomer = Awaited<ReturnType<typeof customerWithAddress>>;

/** A daily plan of 2 of the product from `today`, cash on delivery, unless overridden; fails loudly if refused. */
export async function createPlan(
  server: TestServer,
  customer: PlanCustomer,
  plan: { productId: string; startDate: IstDate } & Record<string, unknown>,
) {
  const response = await server.api('/api/subscriptions', {
    token: customer.token,
    body: { type: 'daily', quantity: 2, paymentMethod: 'cod', addressId: customer.addressId, ...plan },
  });
  if (response.status !== 201) throw new Error(`create: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.subscription as { id: string; nextDeliveryDate: IstDate | null };
}
