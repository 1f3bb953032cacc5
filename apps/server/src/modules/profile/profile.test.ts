import { addIstDays, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { createPlan, customerWithAddress } from '../../test-support/subscription-fixtures.js';
import { testNow } from '../../test-support/test-clock.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let rice: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await setStock(server.db, rice, 100);
});
afterAll(async () => {
  await server?.stop();
});

const yearsAgo = (years: number, extraDays = 0) => {
  const today = toIstDate(testNow());
  return addIstDays(`${Number(today.slice(0, 4)) - years}${today.slice(4, 10)}`, extraDays);
};

describe(`profile on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the date of birth is in the future, then the field error says so in the reader language', async () => {
    const { token } = await newCustomer(server);
    const response = await server.api('/api/profile', {
      method: 'PATCH',
      token,
      headers: { 'accept-language': 'hi' },
      body: { dateOfBirth: addIstDays(toIstDate(testNow()), 1) },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('DATE_OF_BIRTH_IN_FUTURE');
    expect(response.body.error.fields).toEqual({ dateOfBirth: 'जन्म तिथि भविष्य की नहीं हो सकती।' });
    expect(response.body.error.message).toBe('जन्म तिथि भविष्य की नहीं हो सकती।');
  });

  it('when the customer is under 13 or the date is not a date, then each field gets its own error', async () => {
    const { token } = await newCustomer(server);
    const young = await server.api('/api/profile', {
      method: 'PATCH',
      token,
      body: { dateOfBirth: yearsAgo(13, 1) },
    });
    expect(young.status).toBe(400);
    expect(young.body.error.fields).toEqual({
      dateOfBirth: 'You must be at least 13 years old to use Tokri.',
    });
    const both = await server.api('/api/profile', {
      method: 'PATCH',
      token,
      body: { dateOfBirth: '2001-02-30', phone: '12345' },
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toEqual({
      dateOfBirth: 'Enter a valid date.',
      phone: 'Enter a valid 10-digit Indian mobile number.',
    });
  });

  it('when the date of birth is 13 years ago today and the phone is Indian, then both are saved', async () => {
    const { token } = await newCustomer(server);
    const saved = await server.api('/api/profile', {
      method: 'PATCH',
      token,
      body: { dateOfBirth: yearsAgo(13), phone: '098765 43210', fullName: 'Asha Rao' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      dateOfBirth: yearsAgo(13),
      phone: '+919876543210',
      fullName: 'Asha Rao',
    });
  });

  it('when a customer has no recent order nor plan, then they are no active member; after an order they are', async () => {
    const { token } = await newCustomer(server);
    const before = await server.api('/api/profile', { token });
    expect(before.body.profile).toMatchObject({ activeMember: false, activeMemberReason: null });
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    expect((await placeOrder(server, token)).status).toBe(201);
    const after = await server.api('/api/profile', { token });
    expect(after.body.profile).toMatchObject({ activeMember: true, activeMemberReason: 'recent_order' });
  });

  it('when a customer has an active daily plan and no order, then the badge says so; a stopped plan does not count', async () => {
    const planner = await customerWithAddress(server, 'Plan Only');
    const milk = await productIdBySlug(server.db, 'toned-milk');
    const plan = await createPlan(server, planner, {
      productId: milk,
      startDate: addIstDays(toIstDate(testNow()), 1),
    });
    const active = await server.api('/api/profile', { token: planner.token });
    expect(active.body.profile).toMatchObject({
      activeMember: true,
      activeMemberReason: 'active_subscription',
    });
    await server.db.query('update subscriptions set is_active = false where id = $1', [plan.id]);
    const stopped = await server.api('/api/profile', { token: planner.token });
    expect(stopped.body.profile.activeMember).toBe(false);
  });

  it('when the only order is older than 30 days, then the badge is gone', async () => {
    const { token, userId } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    const placed = await placeOrder(server, token);
    await server.db.query(`update orders set created_at = now() - interval '31 days' where id = $1`, [
      placed.body.order.id,
    ]);
    const profile = await server.api('/api/profile', { token });
    expect(profile.body.profile.activeMember).toBe(false);
    expect(userId).toBeTruthy();
  });
});

describe(`sign out of every device on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a customer signs out everywhere, then every session and refresh token stops working', async () => {
    const identifier = `everywhere${Date.now()}@example.in`;
    const password = 'everywhere-password';
    expect((await signUpThroughLink(server, { identifier, password, fullName: 'Two Phones' })).status).toBe(
      200,
    );
    const first = await server.api('/api/auth/sign-in', { body: { identifier, password } });
    const second = await server.api('/api/auth/sign-in', { body: { identifier, password } });
    const other = await newCustomer(server);
    const out = await server.api('/api/auth/sign-out-everywhere', {
      method: 'POST',
      token: first.body.accessToken,
    });
    expect(out.status).toBe(200);
    expect(out.body.signedOutSessions).toBeGreaterThanOrEqual(2);
    for (const session of [first, second]) {
      expect((await server.api('/api/profile', { token: session.body.accessToken })).status).toBe(401);
      const refreshed = await server.api('/api/auth/refresh', {
        body: { refreshToken: session.body.refreshToken },
      });
      expect(refreshed.status).toBe(401);
    }
    // Somebody else's session is untouched.
    expect((await server.api('/api/profile', { token: other.token })).status).toBe(200);
  });
});
