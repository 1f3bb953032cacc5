import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { rewardReferrerOnFirstDelivery } from './referral-reward.js';

/** Refer and earn (issue 16 item 4, ADR 0050): a code, the friend's coupon, the referrer's reward once per phone. */

let server: TestServer;
let adminToken: string;
let rice: string;
const RICE_PAISE = 250_00;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = $2, discount_percentage = 0 where id = $1', [
    rice,
    RICE_PAISE,
  ]);
  await setStock(server.db, rice, 10_000);
});
afterAll(async () => server?.stop());

let counter = 0;
// Distinct valid Indian mobiles per run of this file (each file gets a fresh database).
let phoneSeed = 7_000_000_00;
const freshPhone = () => {
  phoneSeed += 7;
  return `+919${String(phoneSeed).padStart(9, '0')}`;
};

interface Customer {
  token: string;
  userId: string;
}

async function signUp(body: Record<string, unknown>) {
  return server.api('/api/auth/sign-up', { body: { password: 'shopper-password-16', ...body } });
}

async function customer(options: { phone?: string; referralCode?: string; name?: string } = {}) {
  counter += 1;
  const identifier = options.phone ?? `refer${Date.now()}${counter}@example.in`;
  const response = await signUpThroughLink(server, {
    identifier,
    password: 'shopper-password-16',
    fullName: options.name ?? 'Asha Verma',
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return { token: response.body.accessToken as string, userId: response.body.user.id as string };
}

async function codeOf(referrer: Customer): Promise<string> {
  const response = await server.api('/api/referrals/me', { token: referrer.token });
  expect(response.status).toBe(200);
  return response.body.code as string;
}

async function order(buyer: Customer, couponCode?: string, contactPhone = ADDRESS.contactPhone) {
  await server.db.query('delete from cart_items where user_id = $1', [buyer.userId]);
  await fillCart(server, buyer.token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, buyer.token, {
    address: { ...ADDRESS, contactPhone },
    paymentMethod: 'cod',
    ...(couponCode ? { couponCode } : {}),
  });
  return placed;
}

async function deliver(orderId: string) {
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    const moved = await server.api(`/api/admin/orders/${orderId}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

async function rewardsOf(userId: string) {
  const { rows } = await server.db.query<{ amount_paise: number }>(
    `select amount_paise from wallet_ledger where user_id = $1 and kind = 'referral_reward'`,
    [userId],
  );
  return rows.map((row) => row.amount_paise);
}

async function welcomeCoupon(referee: Customer): Promise<string> {
  const offers = await server.api('/api/coupons/offers', { token: referee.token });
  const welcome = offers.body.items.find((offer: { code: string }) => offer.code.startsWith('WELCOME'));
  expect(welcome, JSON.stringify(offers.body)).toBeTruthy();
  return welcome.code;
}

describe(`refer and earn on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a customer opens /refer twice, then the same short unambiguous code comes back', async () => {
    const referrer = await customer();
    const first = await codeOf(referrer);
    expect(first).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(await codeOf(referrer)).toBe(first);
  });

  it('when someone signs up with an unknown code, then sign-up is refused with a field error and no account', async () => {
    const identifier = `typo${Date.now()}@example.in`;
    const refused = await signUp({ identifier, referralCode: 'NOPE2345' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('REFERRAL_CODE_NOT_FOUND');
    const { rows } = await server.db.query('select 1 from users where email = $1', [identifier]);
    expect(rows).toHaveLength(0);
  });

  it('when a friend signs up with the code, then only they see and can use their first-order coupon, once', async () => {
    const referrer = await customer();
    const referee = await customer({ referralCode: (await codeOf(referrer)).toLowerCase() });
    const code = await welcomeCoupon(referee);
    const stranger = await customer();
    const offers = await server.api('/api/coupons/offers', { token: stranger.token });
    expect(offers.body.items.map((offer: { code: string }) => offer.code)).not.toContain(code);
    const strangerTry = await order(stranger, code);
    expect(strangerTry.status).toBe(422);
    expect(strangerTry.body.error.code).toBe('COUPON_NOT_FOUND');

    const used = await order(referee, code);
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    expect(used.body.order.discountPaise).toBe(50_00);
    const again = await order(referee, code);
    expect(again.status).toBe(422);
    expect(['COUPON_ALREADY_USED', 'COUPON_USED_UP', 'COUPON_FIRST_ORDER_ONLY']).toContain(
      again.body.error.code,
    );
    const admin = await server.api('/api/admin/coupons', { token: adminToken });
    expect(admin.body.items.map((c: { code: string }) => c.code)).not.toContain(code);
  });

  it('when the referee’s first order is delivered, then the referrer gets ₹50 once and a notification; not before', async () => {
    const referrer = await customer();
    const referee = await customer({ referralCode: await codeOf(referrer), name: 'Kiran Rao' });
    const placed = await order(referee, undefined, freshPhone());
    expect(placed.status).toBe(201);
    expect(await rewardsOf(referrer.userId)).toEqual([]);
    const pending = await server.api('/api/referrals/me', { token: referrer.token });
    expect(pending.body.history).toMatchObject([{ referee: 'Kiran R.', status: 'pending', rewardPaise: 0 }]);

    await deliver(placed.body.order.id);
    expect(await rewardsOf(referrer.userId)).toEqual([50_00]);
    const wallet = await server.api('/api/wallet', { token: referrer.token });
    expect(wallet.body.balancePaise).toBe(50_00);
    const notes = await server.api('/api/notifications', { token: referrer.token });
    const notice = notes.body.items.find(
      (n: { metadata: { template: string } }) => n.metadata.template === 'referral_reward',
    );
    expect(notice.message).toContain('₹50');
    expect(notice.metadata.actions[0].path).toBe('/refer');

    // A retried or repeated delivery of the same order, and the referee's next delivered order, change nothing.
    await server.db.transaction((tx) =>
      rewardReferrerOnFirstDelivery(tx, { id: placed.body.order.id, user_id: referee.userId }),
    );
    const second = await order(referee, undefined, freshPhone());
    await deliver(second.body.order.id);
    expect(await rewardsOf(referrer.userId)).toEqual([50_00]);
    const overview = await server.api('/api/referrals/me', { token: referrer.token });
    expect(overview.body.history).toMatchObject([{ status: 'rewarded', rewardPaise: 50_00 }]);
  });

  it('when two accounts share a phone, then only the first delivered earns; the second earns nothing', async () => {
    const referrer = await customer();
    const code = await codeOf(referrer);
    const phone = freshPhone();
    const first = await customer({ referralCode: code, phone });
    const firstOrder = await order(first);
    await deliver(firstOrder.body.order.id);
    // The same person again under an email account, delivering to the same phone.
    const second = await customer({ referralCode: code });
    const secondOrder = await order(second, undefined, phone);
    await deliver(secondOrder.body.order.id);
    expect(await rewardsOf(referrer.userId)).toEqual([50_00]);
    const { rows } = await server.db.query<{ status: string; not_eligible_reason: string | null }>(
      'select status, not_eligible_reason from referrals where referee_user_id = $1',
      [second.userId],
    );
    expect(rows[0]).toEqual({ status: 'not_eligible', not_eligible_reason: 'phone_already_rewarded' });
  });

  it('when two accounts with one phone are rewarded in overlapping transactions, then exactly one is paid and neither fails', async () => {
    const referrer = await customer();
    const code = await codeOf(referrer);
    const phone = freshPhone();
    const buyers = [await customer({ referralCode: code }), await customer({ referralCode: code })];
    const orders: string[] = [];
    for (const buyer of buyers) orders.push((await order(buyer, undefined, phone)).body.order.id as string);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first holds its transaction open after deciding; the second starts meanwhile (PostgreSQL: it must wait).
    const first = server.db.transaction(async (tx) => {
      await rewardReferrerOnFirstDelivery(tx, { id: orders[0]!, user_id: buyers[0]!.userId });
      await pause(300);
    });
    await pause(50);
    const second = server.db.transaction((tx) =>
      rewardReferrerOnFirstDelivery(tx, { id: orders[1]!, user_id: buyers[1]!.userId }),
    );
    await Promise.all([first, second]);
    expect(await rewardsOf(referrer.userId)).toEqual([50_00]);
    const { rows } = await server.db.query<{ status: string }>(
      'select status from referrals where referrer_user_id = $1 order by status',
      [referrer.userId],
    );
    expect(rows.map((row) => row.status)).toEqual(['not_eligible', 'rewarded']);
  });

  it('when the referee’s phone is the referrer’s own, then it is a self-referral and earns nothing', async () => {
    const phone = freshPhone();
    const referrer = await customer({ phone });
    const self = await customer({ referralCode: await codeOf(referrer) });
    const placed = await order(self, undefined, phone);
    await deliver(placed.body.order.id);
    expect(await rewardsOf(referrer.userId)).toEqual([]);
    const overview = await server.api('/api/referrals/me', { token: referrer.token });
    expect(overview.body.history).toMatchObject([{ status: 'not_eligible', rewardPaise: 0 }]);
  });

  it('when the first order is cancelled, then nothing is paid until an order is actually delivered', async () => {
    const referrer = await customer();
    const referee = await customer({ referralCode: await codeOf(referrer) });
    const phone = freshPhone();
    const cancelled = await order(referee, undefined, phone);
    const cancel = await server.api(`/api/orders/${cancelled.body.order.id}/cancel`, {
      method: 'POST',
      token: referee.token,
    });
    expect(cancel.status).toBe(200);
    expect(await rewardsOf(referrer.userId)).toEqual([]);
    const delivered = await order(referee, undefined, phone);
    await deliver(delivered.body.order.id);
    expect(await rewardsOf(referrer.userId)).toEqual([50_00]);
  });

  it('when signed out, then /api/referrals/me is 401', async () => {
    expect((await server.api('/api/referrals/me')).status).toBe(401);
  });
});
