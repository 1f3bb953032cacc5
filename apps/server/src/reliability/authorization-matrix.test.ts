import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addIstDays, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { hmacHex, paymentSignature } from '../modules/payments/payment-signatures.js';
import { resolveSandboxPayoutsSecret } from '../modules/payments/sandbox-payouts.js';
import { testPhoto } from '../test-support/media-fixtures.js';
import { signUpLinkToken, signUpThroughLink } from '../test-support/sign-up-link.js';
import { connectRealtime, openSocket, type TestSocket } from '../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import {
  ACTORS,
  type Actor,
  type Call,
  type Caller,
  DELIVERY_ADDRESS,
  expectedStatuses,
  MATRIX_METRICS_TOKEN,
  type MatrixContext,
  type MatrixRequest,
  mayChangeOwnersData,
  type ObjectKind,
  type ObjectRef,
  ROUTE_POLICY,
  type RoutePolicy,
  type Rule,
} from './route-policy.js';
import { listRoutes, routeKey, SOCKET_PATHS } from './route-table.js';

/*
 * The standing authorization matrix (issue 9): every route of the running app, called by someone signed
 * out, by customer A on customer B's objects, by a rider and by an admin, with a valid request each time,
 * must answer what its rule in route-policy.ts says, and leave B's data exactly as it was unless the rule
 * lets that actor change it. Responses to anyone but an admin must never carry B's ids or address.
 */

let server: TestServer;
let ctx: MatrixContext;
const callers = {} as Record<Exclude<Actor, 'signedOut' | 'revokedSession'> | 'owner', Caller>;
/** An access token that is still within its lifetime, of a session that was signed out. */
let revokedToken: string;
let webDist: string | undefined;
let sandboxSecrets: { keyId: string; keySecret: string; webhookSecret: string };
let payoutsWebhookSecret: string;
/** Strings that identify customer B: never in a response to anyone but B or an admin. */
const ownerSecrets = new Set<string>();

/** Someone else entirely, for public routes called signed out (signing in, refreshing, resetting a password). */
let stranger: Caller | undefined;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
const strongPassword = () => `Tokri-${unique()}-Kettle!9`;

interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the matrix reads arbitrary JSON answers
  body: any;
}

/** One HTTP call; redirects are answers too (the sandbox page redirects), so they are not followed. */
async function send(method: string, request: MatrixRequest, caller: Caller | null): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  const token = request.token === undefined ? caller?.token : request.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body = request.rawBody;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(`${server.url}${request.path}`, {
    method,
    headers,
    redirect: 'manual',
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // an HTML page or plain text: keep the text
  }
  return { status: response.status, text, body: parsed };
}

async function api(method: string, path: string, caller: Caller | null, body?: unknown) {
  return send(method, { path, ...(body === undefined ? {} : { body }) }, caller);
}

async function signUp(identifier = `matrix-${unique()}@example.in`): Promise<Caller> {
  const password = strongPassword();
  const answer = await signUpThroughLink(server, { identifier, password, fullName: 'Matrix' });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return {
    userId: answer.body.user.id,
    identifier,
    password,
    token: answer.body.accessToken,
    refreshToken: answer.body.refreshToken,
  };
}

async function signIn(identifier: string, password: string): Promise<Caller> {
  const answer = await api('POST', '/api/auth/sign-in', null, { identifier, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${identifier} failed: ${answer.text}`);
  return {
    userId: answer.body.user.id,
    identifier,
    password,
    token: answer.body.accessToken,
    refreshToken: answer.body.refreshToken,
  };
}

/** A browser's push subscription: a push-service endpoint and a real P-256 key pair's public half. */
function pushSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/tokri-${unique()}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function placeOrder(caller: Caller, paymentMethod: 'cod' | 'online') {
  await ctx.fillCart(caller);
  const answer = await send(
    'POST',
    {
      path: '/api/checkout',
      body: { address: DELIVERY_ADDRESS, paymentMethod },
      headers: { 'idempotency-key': `matrix-${unique()}` },
    },
    caller,
  );
  if (answer.status !== 201) throw new Error(`checkout failed: ${answer.text}`);
  return answer.body.order.id as string;
}

const pageTokens = new Map<string, string>();
const savedAddresses = new Map<string, string>();
/** The page token in a sandbox checkout URL (the signed capability to open and decide that payment). */
function pageTokenOf(checkoutUrl: string): string {
  const token = new URL(checkoutUrl, 'http://tokri.localhost').searchParams.get('token');
  if (!token) throw new Error(`no page token in the sandbox checkout URL ${checkoutUrl}`);
  return token;
}

/** Makes one of customer B's objects through the real API. */
async function makeOwnerObject(kind: ObjectKind): Promise<ObjectRef> {
  const owner = callers.owner;
  const remember = (ref: ObjectRef, secret = true) => {
    if (secret) ownerSecrets.add(ref.id);
    if (ref.orderId) ownerSecrets.add(ref.orderId);
    return ref;
  };
  const expectStatus = (answer: Answer, status: number) => {
    if (answer.status !== status) throw new Error(`making B's ${kind} failed: ${answer.text}`);
    return answer;
  };
  switch (kind) {
    case 'order':
      return remember({ kind, id: await placeOrder(owner, 'cod') });
    case 'deliveredOrder': {
      const orderId = await placeOrder(owner, 'cod');
      await server.db.query(`update orders set status = 'delivered', delivered_at = now() where id = $1`, [
        orderId,
      ]);
      return remember({ kind, id: orderId });
    }
    case 'onlineOrder':
      return remember({ kind, id: await placeOrder(owner, 'online') });
    case 'payment': {
      const orderId = await placeOrder(owner, 'online');
      const start = expectStatus(await api('POST', `/api/payments/orders/${orderId}/start`, owner), 200);
      const { gatewayOrderId, checkoutUrl } = start.body.payment;
      // The page token is B's secret; the gateway order id is shown on the gateway's page.
      ownerSecrets.add(pageTokenOf(checkoutUrl));
      return remember({ kind, id: gatewayOrderId, orderId, pageToken: pageTokenOf(checkoutUrl) }, false);
    }
    case 'walletTopup': {
      const started = expectStatus(
        await api('POST', '/api/wallet/topups', owner, { amountPaise: 100_00 }),
        201,
      );
      const { topupId, payment } = started.body;
      ownerSecrets.add(pageTokenOf(payment.checkoutUrl));
      return remember({ kind, id: payment.gatewayOrderId, topupId }, false);
    }
    case 'checkoutKey': {
      await ctx.fillCart(owner);
      const key = `matrix-${unique()}`;
      const placed = expectStatus(
        await send(
          'POST',
          {
            path: '/api/checkout',
            body: { address: DELIVERY_ADDRESS, paymentMethod: 'cod' },
            headers: { 'idempotency-key': key },
          },
          owner,
        ),
        201,
      );
      return remember({ kind, id: key, orderId: placed.body.order.id }, false);
    }
    case 'address': {
      const created = expectStatus(
        await api('POST', '/api/addresses', owner, { ...ROUTE_ADDRESS, house: `House ${unique()}` }),
        201,
      );
      return remember({ kind, id: created.body.address.id });
    }
    case 'paymentMethod': {
      expectStatus(
        await api('POST', '/api/payment-methods', owner, { kind: 'upi', upiId: `owner${unique()}@okicici` }),
        201,
      );
      const { rows } = await server.db.query<{ id: string }>(
        'select id from payment_methods where user_id = $1 order by created_at desc, id limit 1',
        [owner.userId],
      );
      return remember({ kind, id: rows[0]!.id });
    }
    case 'notification': {
      const orderId = await placeOrder(owner, 'cod');
      ownerSecrets.add(orderId);
      const sent = expectStatus(
        await api('POST', '/functions/v1/send-order-notifications', owner, {
          order_id: orderId,
          status: 'confirmed',
        }),
        200,
      );
      return remember({ kind, id: sent.body.notification.id });
    }
    case 'favourite': {
      const { rows } = await server.db.query<{ id: string }>(
        `select id from products where is_active and id <> $1 and not exists
           (select 1 from favorites f where f.user_id = $2 and f.product_id = products.id)
         order by slug limit 1`,
        [ctx.productId, owner.userId],
      );
      const productId = rows[0]!.id;
      expectStatus(await api('PUT', `/api/favorites/${productId}`, owner), 200);
      return remember({ kind, id: productId }, false);
    }
    case 'subscription': {
      const address = expectStatus(
        await api('POST', '/api/addresses', owner, { ...ROUTE_ADDRESS, house: `House ${unique()}` }),
        201,
      );
      const start = addIstDays(toIstDate(new Date()), 1);
      const created = expectStatus(
        await api('POST', '/api/subscriptions', owner, {
          productId: ctx.productId,
          type: 'daily',
          startDate: start,
          paymentMethod: 'cod',
          addressId: address.body.address.id,
        }),
        201,
      );
      const planId = created.body.subscription.id as string;
      const paused = expectStatus(
        await api('POST', `/api/subscriptions/${planId}/pauses`, owner, {
          from: addIstDays(start, 4),
          to: addIstDays(start, 5),
        }),
        201,
      );
      const pauseId = paused.body.subscription.pauses[0].id as string;
      ownerSecrets.add(pauseId);
      return remember({ kind, id: planId, pauseId });
    }
    case 'supportTicket': {
      const orderId = await placeOrder(owner, 'cod');
      ownerSecrets.add(orderId);
      const photo = expectStatus(
        await send(
          'POST',
          {
            path: '/api/support/photos',
            rawBody: await ctx.photo(),
            headers: { 'content-type': 'image/jpeg' },
          },
          owner,
        ),
        201,
      );
      const created = expectStatus(
        await api('POST', '/api/support/tickets', owner, {
          orderId,
          reason: 'missing_item',
          message: `Matrix owner's ticket ${unique()}`,
          photoId: photo.body.photoId,
        }),
        201,
      );
      const ticket = created.body.ticket;
      ownerSecrets.add(ticket.messages[0].body);
      return remember({ kind, id: ticket.id, messageId: ticket.messages[0].id });
    }
    case 'pushSubscription': {
      const subscription = pushSubscription();
      expectStatus(await api('POST', '/api/push/subscriptions', owner, subscription), 201);
      const { rows } = await server.db.query<{ id: string }>(
        'select id from push_subscriptions where user_id = $1 and endpoint = $2',
        [owner.userId, subscription.endpoint],
      );
      ownerSecrets.add(subscription.endpoint);
      return remember({ kind, id: rows[0]!.id, endpoint: subscription.endpoint });
    }
  }
}

const ROUTE_ADDRESS = {
  label: 'home',
  contactName: 'Priya Sharma',
  contactPhone: '98765 43210',
  house: 'Flat 402, Lakeview Apartments',
  street: '5th Cross, 100 Feet Road',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** Every row anywhere that belongs to customer B, as text: equal snapshots mean nobody touched B's data. */
const OWNER_ROWS: [table: string, where: string][] = [
  ['users', 'id = $1'],
  ['profiles', 'user_id = $1'],
  ['user_roles', 'user_id = $1'],
  ['sessions', 'user_id = $1'],
  ['refresh_tokens', 'session_id in (select id from sessions where user_id = $1)'],
  ['password_reset_tokens', 'user_id = $1'],
  ['favorites', 'user_id = $1'],
  ['cart_items', 'user_id = $1'],
  ['orders', 'user_id = $1'],
  ['order_items', 'order_id in (select id from orders where user_id = $1)'],
  ['order_status_history', 'order_id in (select id from orders where user_id = $1)'],
  ['payments', 'order_id in (select id from orders where user_id = $1)'],
  ['idempotency_keys', 'user_id = $1'],
  ['payment_methods', 'user_id = $1'],
  ['addresses', 'user_id = $1'],
  ['notifications', 'user_id = $1'],
  ['push_subscriptions', 'user_id = $1'],
  ['device_registrations', 'user_id = $1'],
  ['recently_viewed', 'user_id = $1'],
  ['realtime_events', 'user_id = $1'],
  ['subscriptions', 'user_id = $1'],
  ['wallets', 'user_id = $1'],
  ['wallet_ledger', 'user_id = $1'],
  ['wallet_topups', 'user_id = $1'],
  ['subscription_pauses', 'subscription_id in (select id from subscriptions where user_id = $1)'],
  ['subscription_skips', 'subscription_id in (select id from subscriptions where user_id = $1)'],
  ['subscription_day_quantities', 'subscription_id in (select id from subscriptions where user_id = $1)'],
  ['support_tickets', 'user_id = $1'],
  ['support_messages', 'ticket_id in (select id from support_tickets where user_id = $1)'],
];

async function ownerSnapshot(): Promise<string[]> {
  const sql = OWNER_ROWS.map(
    ([table, where]) => `select '${table}' as t, row_to_json(x)::text as r from ${table} x where ${where}`,
  ).join(' union all ');
  const { rows } = await server.db.query<{ t: string; r: string }>(sql, [callers.owner.userId]);
  return rows.map((row) => `${row.t} ${row.r}`).sort();
}

beforeAll(async () => {
  // Every request comes from 127.0.0.1: the rate limits (tested on their own) must not cut the matrix short.
  // A built web app, so the routes are production's (static files and the shell for any other GET).
  webDist = mkdtempSync(join(tmpdir(), 'tokri-matrix-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>Tokri</title></html>');
  server = await startTestServer({
    seed: true,
    env: {
      WEB_DIST_DIR: webDist,
      METRICS_TOKEN: MATRIX_METRICS_TOKEN,
      PASSWORD_RESET_MAX_PER_ACCOUNT: '1000',
      PASSWORD_RESET_MAX_PER_IP: '1000',
      SIGNIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000',
      SIGNIN_MAX_ATTEMPTS_PER_IP: '1000',
    },
  });
  const db = server.db;
  const { rows: products } = await db.query<{ id: string }>(
    `select id from products where slug = 'basmati-rice'`,
  );
  const productId = products[0]!.id;
  // One line is enough for the minimum order, and there is stock for every checkout the matrix makes.
  await db.query(
    'update products set price_paise = 25000, discount_percentage = 0, stock_quantity = 100000, is_active = true where id = $1',
    [productId],
  );
  const { rows: categories } = await db.query<{ id: string; slug: string }>(
    'select id, slug from categories order by sort_order, slug limit 1',
  );
  const { rows: settings } = await db.query<{ value: typeof sandboxSecrets }>(
    `select value from app_settings where key = 'sandbox_gateway'`,
  );
  sandboxSecrets = settings[0]!.value;
  payoutsWebhookSecret = await resolveSandboxPayoutsSecret(db);

  const { rows: stores } = await db.query<{ id: string }>(
    `select id from seller_locations where name = 'Tokri Connaught Place'`,
  );
  const { rows: coupons } = await db.query<{ id: string }>(
    `insert into coupons (code, kind, value, is_active) values ('MATRIXONLY', 'flat', 100, false) returning id`,
  );

  ctx = {
    productId,
    categorySlug: categories[0]!.slug,
    categoryId: categories[0]!.id,
    photo: () => testPhoto(64, 48),
    async productImage() {
      const answer = await send(
        'POST',
        {
          path: `/api/admin/products/${productId}/images`,
          rawBody: await testPhoto(64, 48),
          headers: { 'content-type': 'image/jpeg' },
        },
        callers.admin,
      );
      if (answer.status !== 201) throw new Error(`uploading a photo failed: ${answer.text}`);
      const image = answer.body.images.at(-1);
      return { id: image.id as string, url: image.url as string };
    },
    storeId: stores[0]!.id,
    couponId: coupons[0]!.id,
    async newAccount() {
      stranger ??= await signUp();
      return stranger;
    },
    throwawayAccount: () => signUp(),
    async riderId() {
      const { rows } = await db.query<{ id: string }>('select id from delivery_agents where user_id = $1', [
        callers.rider.userId,
      ]);
      return rows[0]!.id;
    },
    async riderOrder(status) {
      stranger ??= await signUp();
      const { rows } = await db.query<{ id: string }>(
        `insert into orders (user_id, status, payment_status, payment_method, subtotal_paise, total_paise, rider_id,
                             delivery_otp)
         select $1, $2, 'pending', 'cod', 5000, 5000, d.id, '4321' from delivery_agents d where d.user_id = $3
         returning id`,
        [stranger.userId, status, callers.rider.userId],
      );
      const orderId = rows[0]!.id;
      const lines = await db.query<{ id: string }>(
        `insert into order_items (order_id, product_id, product_name, unit, quantity, unit_price_paise,
                                  total_price_paise)
         values ($1, $2, 'Matrix dal', '1 kg', 1, 2500, 2500), ($1, $2, 'Matrix rice', '1 kg', 1, 2500, 2500)
         returning id`,
        [orderId, productId],
      );
      return { orderId, otp: '4321', lineId: lines.rows[0]!.id };
    },
    async outForDelivery(orderId) {
      // Another rider than the rider actor carries B's order: the actor's own screen would rightly show it.
      await db.query(`update orders set status = 'out_for_delivery', rider_id = $2 where id = $1`, [
        orderId,
        await ctx.activeRiderId(),
      ]);
    },
    async substituteIn(orderId) {
      // Test tooling writes freely: the substitute a rider's "unavailable" would have written, still rejectable.
      await db.query(`update orders set status = 'picked_up', rider_id = $2 where id = $1`, [
        orderId,
        await ctx.activeRiderId(),
      ]);
      const { rows } = await db.query<{ id: string }>(
        `with original as (select * from order_items where order_id = $1 and substitute_for is null
                            order by created_at, id limit 1),
              marked as (update order_items set line_status = 'substituted' where id = (select id from original))
         insert into order_items (order_id, product_id, product_name, unit, quantity, unit_price_paise,
                                  total_price_paise, substitution_choice, substitute_for, reject_until)
         select order_id, product_id, product_name, unit, quantity, unit_price_paise, total_price_paise, 'refund', id,
                now() + interval '1 hour'
           from original
         returning id`,
        [orderId],
      );
      return rows[0]!.id;
    },
    async riderOnline() {
      await db.query('update delivery_agents set is_online = true where user_id = $1', [
        callers.rider.userId,
      ]);
    },
    async freshSession(caller) {
      const session = await signIn(caller.identifier, caller.password);
      return { token: session.token, refreshToken: session.refreshToken };
    },
    async savedAddressId(caller) {
      const known = savedAddresses.get(caller.userId);
      if (known) return known;
      const saved = await api('POST', '/api/addresses', caller, {
        ...ROUTE_ADDRESS,
        house: `House ${unique()}`,
      });
      if (saved.status !== 201) throw new Error(`saving an address failed: ${saved.text}`);
      savedAddresses.set(caller.userId, saved.body.address.id);
      return saved.body.address.id as string;
    },
    async fillCart(caller) {
      const answer = await api('POST', '/api/cart/items', caller, {
        productId,
        variantId: null,
        quantity: 1,
      });
      if (answer.status !== 201) throw new Error(`add to cart failed: ${answer.text}`);
    },
    async signUpToken() {
      const identifier = `matrix-link-${unique()}@example.in`;
      const asked = await api('POST', '/api/auth/sign-up', null, { identifier, password: strongPassword() });
      if (asked.status !== 202) throw new Error(`sign-up failed: ${asked.text}`);
      const token = await signUpLinkToken(server, identifier);
      if (!token) throw new Error(`no sign-up link sent to ${identifier}`);
      return token;
    },
    async passwordResetToken(identifier) {
      const asked = await api('POST', '/api/auth/password-reset', null, { identifier });
      if (asked.status !== 202) throw new Error(`password reset failed: ${asked.text}`);
      const { rows } = await db.query<{ body_text: string }>(
        'select body_text from outbox_messages where recipient = $1 order by created_at desc limit 1',
        [identifier],
      );
      const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(rows[0]?.body_text ?? '')?.[1];
      if (!token) throw new Error(`no reset link mailed to ${identifier}`);
      return token;
    },
    nextPassword(caller) {
      caller.password = strongPassword();
      return caller.password;
    },
    async clearPushSubscriptions(caller) {
      await db.query('delete from push_subscriptions where user_id = $1', [caller.userId]);
    },
    async activeRiderId() {
      // Not the rider actor: B's order assigned to them would rightly be theirs to see (issue 14's rider app).
      const { rows } = await db.query<{ id: string }>(
        `select id from delivery_agents where is_active and user_id is distinct from $1 order by created_at, id limit 1`,
        [callers.rider.userId],
      );
      if (!rows[0]) throw new Error('the demo data has no active rider');
      return rows[0].id;
    },
    async finishRiderOrders() {
      // The matrix's own orders for the rider actor (placed by the stranger) are handed over, so the rider is free.
      const buyer = await ctx.newAccount();
      await db.query(
        `update orders set status = 'delivered', delivered_at = now()
          where rider_id = $1 and user_id = $2 and status <> 'delivered'`,
        [await ctx.riderId(), buyer.userId],
      );
    },
    async riderScene(kind) {
      // Someone who is none of the actors orders; the demo rider's earlier matrix orders are finished first.
      const buyer = await ctx.newAccount();
      const riderId = await ctx.riderId();
      await ctx.finishRiderOrders();
      await db.query(
        `update rider_offers set status = 'withdrawn' where rider_id = $1 and status = 'pending'`,
        [riderId],
      );
      const orderId = await placeOrder(buyer, 'cod');
      if (kind === 'order') {
        await db.query(`update orders set status = 'accepted', rider_id = $2 where id = $1`, [
          orderId,
          riderId,
        ]);
        return orderId;
      }
      await db.query(`update orders set status = 'confirmed' where id = $1`, [orderId]);
      const { rows } = await db.query<{ id: string }>(
        `insert into rider_offers (order_id, rider_id, expires_at) values ($1, $2, now() + interval '5 minutes')
         returning id`,
        [orderId, riderId],
      );
      return rows[0]!.id;
    },
    async failedRefund() {
      stranger ??= await signUp();
      const { rows } = await db.query<{ id: string }>(
        `with o as (
           insert into orders (user_id, status, payment_status, payment_method, subtotal_paise, total_paise)
           values ($1, 'cancelled', 'refund_pending', 'online', 10000, 10000) returning id),
         p as (
           insert into payments (order_id, provider, gateway_order_id, gateway_payment_id, amount_paise, status)
           select id, 'sandbox', 'order_MATRIX' || md5(id::text), 'pay_MATRIX' || md5(id::text), 10000,
                  'refund_pending' from o
           returning id, order_id)
         insert into refunds (order_id, payment_id, amount_paise, cause, idempotency_key, refund_key, status,
                              last_error)
         select order_id, id, 10000, 'order_cancelled', 'tokri_rf_m' || md5(id::text), 'tokri_rf_m' || md5(id::text),
                'failed', 'matrix' from p
         returning id`,
        [stranger.userId],
      );
      return rows[0]!.id;
    },
    async strandSubscription(planId) {
      const yesterday = addIstDays(toIstDate(new Date()), -1);
      await db.query(
        `update subscriptions set start_date = $2::date - 2, created_at = now() - interval '4 days',
                next_delivery_date = $2::date where id = $1`,
        [planId, yesterday],
      );
      return yesterday;
    },
    paymentSignature: (gatewayOrderId, paymentId) =>
      paymentSignature(sandboxSecrets.keySecret, gatewayOrderId, paymentId),
    webhook(event, genuine) {
      const rawBody = JSON.stringify({ ...event, created_at: Math.floor(Date.now() / 1000) });
      const secret = genuine ? sandboxSecrets.webhookSecret : `forged-${sandboxSecrets.webhookSecret}`;
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret, rawBody),
          'x-razorpay-event-id': `evt_${unique()}`,
        },
      };
    },
    payoutWebhook(event, genuine) {
      const rawBody = JSON.stringify({ ...event, created_at: Math.floor(Date.now() / 1000) });
      const secret = genuine ? payoutsWebhookSecret : `forged-${payoutsWebhookSecret}`;
      return {
        rawBody,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, rawBody) },
      };
    },
    unique,
    async scratchProductId() {
      const { rows } = await db.query<{ id: string }>(
        `insert into products (category_id, slug, name, price_paise, unit)
         select id, 'matrix-' || $1, 'Matrix product', 1000, '1 pc' from categories order by sort_order limit 1
         returning id`,
        [unique()],
      );
      return rows[0]!.id;
    },
    async scratchCategoryId() {
      const { rows } = await db.query<{ id: string }>(
        `insert into categories (slug, name, sort_order) values ('matrix-' || $1, 'Matrix category', 999) returning id`,
        [unique()],
      );
      return rows[0]!.id;
    },
    pushSubscription,
    async paymentSettled(gatewayOrderId) {
      for (let i = 0; i < 100; i++) {
        const { rows } = await db.query<{ status: string }>(
          'select status from payments where gateway_order_id = $1',
          [gatewayOrderId],
        );
        if (rows[0] && rows[0].status !== 'created') return;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      throw new Error(`payment ${gatewayOrderId} still pending after the sandbox webhook`);
    },
    async ownPageToken(caller) {
      const known = pageTokens.get(caller.userId);
      if (known) return known;
      const orderId = await placeOrder(caller, 'online');
      const start = await api('POST', `/api/payments/orders/${orderId}/start`, caller);
      const token = pageTokenOf(start.body.payment.checkoutUrl);
      pageTokens.set(caller.userId, token);
      return token;
    },
  };

  const rider = DEMO_ACCOUNTS.find((account) => account.email.endsWith('@delivery.tokri.in'))!;
  const admin = DEMO_ACCOUNTS.find((account) => (account.roles as readonly string[]).includes('admin'))!;
  callers.customer = await signUp();
  callers.owner = await signUp();
  callers.rider = await signIn(rider.email, DEMO_PASSWORD);
  // The rider actor rides for no store: however long the location routes leave them online, B's orders (which the
  // admin confirms) are never offered to them; the rider routes set their own offers and orders up (riderScene).
  await db.query('update delivery_agents set home_seller_location_id = null where user_id = $1', [
    callers.rider.userId,
  ]);
  callers.admin = await signIn(admin.email, DEMO_PASSWORD);
  ownerSecrets.add(callers.owner.userId);
  ownerSecrets.add(callers.owner.identifier);
  // Customer A signs in on another device and signs that session out: its access token has not expired yet.
  const other = await signIn(callers.customer.identifier, callers.customer.password);
  const signedOut = await api('POST', '/api/auth/sign-out', other);
  if (signedOut.status !== 204) throw new Error(`sign-out failed: ${signedOut.text}`);
  revokedToken = other.token;
});
afterAll(async () => {
  await server?.stop();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

/** The actors that call a route, in order: those who must be refused first, the rightful ones last. */
function callOrder(policy: RoutePolicy): (Actor | 'owner')[] {
  const withOwner: (Actor | 'owner')[] = [...ACTORS];
  if (['owner', 'owner-or-admin', 'webhook', 'sandbox-page', 'metrics'].includes(policy.rule))
    withOwner.push('owner');
  const rank = (actor: Actor | 'owner') =>
    (mayChangeOwnersData(policy.rule, actor) ? 2 : 0) +
    (expectedStatuses(policy.rule, actor) === 'success' ? 1 : 0);
  return withOwner.sort((a, b) => rank(a) - rank(b));
}

/** Only B and admins may read B's data; a dev tool shows everything on a developer's own machine. */
const mayReadOwnersData = (rule: Rule, actor: Actor | 'owner') =>
  actor === 'owner' || actor === 'admin' || rule === 'dev-only';

describe('the route table and the policy', () => {
  it('when the app has a route, then the policy table has a rule for it (a new route without a rule fails here)', () => {
    const unruled = listRoutes(server.app)
      .map(routeKey)
      .filter((key) => !(key in ROUTE_POLICY));
    expect(unruled).toEqual([]);
  });

  it('when the policy table names a route, then the app still has that route', () => {
    const live = new Set(listRoutes(server.app).map(routeKey));
    expect(Object.keys(ROUTE_POLICY).filter((key) => !live.has(key))).toEqual([]);
  });

  it('when DEV_OUTBOX is not opted into, then no dev-only route is mounted at all', async () => {
    const { app } = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        DEV_OUTBOX: 'false',
        JOBS_ENABLED: 'false',
        WEB_DIST_DIR: webDist,
        METRICS_TOKEN: MATRIX_METRICS_TOKEN,
      }),
      server.db,
    );
    const keys = listRoutes(app).map(routeKey);
    const devOnly = Object.keys(ROUTE_POLICY).filter((key) => ROUTE_POLICY[key]!.rule === 'dev-only');
    expect(devOnly.length).toBeGreaterThan(0);
    expect(keys.filter((key) => devOnly.includes(key))).toEqual([]);
    // Everything else is still there: the difference is only the dev tool.
    expect(keys.length).toBe(listRoutes(server.app).length - devOnly.length);
  });
});

describe('every route × (signed out, customer A on B’s objects, rider, admin)', () => {
  it.each(Object.keys(ROUTE_POLICY))(
    'when each actor calls %s with a valid request, then each gets what its rule says and B’s data changes only by right',
    async (key) => {
      const policy = ROUTE_POLICY[key]!;
      const method = key.split(' ')[0] === 'ALL' ? 'GET' : key.split(' ')[0]!;
      const object = policy.object ? await makeOwnerObject(policy.object) : null;
      const outcomes: string[] = [];
      // Actors who may change B's data go last, so one snapshot serves everyone before them.
      const before = await ownerSnapshot();
      for (const actor of callOrder(policy)) {
        const caller = actor === 'signedOut' || actor === 'revokedSession' ? null : callers[actor];
        const call: Call = { actor, caller, object };
        const request = await policy.request(ctx, call);
        if (actor === 'revokedSession' && request.token === undefined) request.token = revokedToken;
        const answer = await send(method, request, caller);
        const expected = expectedStatuses(policy.rule, actor);
        const ok =
          expected === 'success'
            ? answer.status >= 200 && answer.status < 400
            : expected.includes(answer.status);
        outcomes.push(
          `${actor}: ${answer.status}${ok ? '' : ` (expected ${expected}) ${answer.text.slice(0, 200)}`}`,
        );
        if (ok && answer.status < 400 && policy.settle) await policy.settle(ctx, call);
        if (!mayChangeOwnersData(policy.rule, actor)) {
          expect(await ownerSnapshot(), `${actor} changed customer B's data through ${key}`).toEqual(before);
        }
        if (!mayReadOwnersData(policy.rule, actor)) {
          const leaked = [...ownerSecrets].filter((secret) => answer.text.includes(secret));
          expect(leaked, `${actor} read customer B's data through ${key}`).toEqual([]);
        }
      }
      for (const probe of policy.probes ?? []) {
        // Everyone but B, an admin included (at checkout an admin is a shopper like any other).
        const object = await makeOwnerObject(probe.object);
        const probeBefore = await ownerSnapshot();
        for (const actor of ['customer', 'rider', 'admin'] as const) {
          const call: Call = { actor, caller: callers[actor], object };
          const answer = await send(method, await probe.request(ctx, call), callers[actor]);
          const refusals = probe.answers === 'own' ? null : (probe.answers ?? [404, 403]);
          const ok = refusals
            ? refusals.includes(answer.status)
            : answer.status >= 200 && answer.status < 300;
          outcomes.push(
            `${actor} naming B's ${object.kind}: ${answer.status}${ok ? '' : ` (expected ${refusals ?? 'success'}) ${answer.text.slice(0, 200)}`}`,
          );
          expect(await ownerSnapshot(), `${actor} changed B's data by naming B's ${object.kind}`).toEqual(
            probeBefore,
          );
          const leaked = [...ownerSecrets].filter((secret) => answer.text.includes(secret));
          expect(leaked, `${actor} read customer B's data through ${key}`).toEqual([]);
        }
      }
      // All actors' outcomes at once, so one failure shows the whole row of the matrix.
      expect(
        outcomes.filter((line) => line.includes('expected')),
        outcomes.join('\n'),
      ).toEqual([]);
    },
  );
});

describe('WebSocket endpoints', () => {
  const wsUrl = (path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;

  it.each(SOCKET_PATHS)(
    'when %s gets no token, a forged one or one of a signed-out session, then it is closed as unauthorised and says nothing else',
    async (path) => {
      for (const message of [
        { type: 'subscribe', topics: ['orders'] },
        { type: 'auth', token: `${callers.customer.token.slice(0, -4)}AAAA` },
        { type: 'auth', token: revokedToken },
      ]) {
        const socket = await openSocket(wsUrl(path));
        socket.send(message);
        const closed = await socket.closed;
        expect(closed.code).toBe(1008);
        expect(socket.messages.filter((m) => m.type !== 'error')).toEqual([]);
      }
    },
  );

  it('when B’s order changes, then only B and admins hear of it, live or replayed from the first event; a customer and a rider asking for the admin feed do not get it', async () => {
    const orderId = await placeOrder(callers.owner, 'cod');
    ownerSecrets.add(orderId);
    const ownOrder = await placeOrder(callers.customer, 'cod');
    const sockets: TestSocket[] = [];
    try {
      const owner = await connectRealtime(server.url, callers.owner.token, { topics: ['orders'] });
      const admin = await connectRealtime(server.url, callers.admin.token, { topics: ['admin_orders'] });
      // Resuming from the very first event replays the whole history the caller may see, and nothing else.
      const everything = {
        topics: ['orders', 'notifications', 'subscriptions', 'broadcast', 'admin_orders'],
        lastEventId: 0,
      };
      const customer = await connectRealtime(server.url, callers.customer.token, everything);
      const rider = await connectRealtime(server.url, callers.rider.token, everything);
      const purchase = await openSocket(wsUrl('/functions/v1/purchase-websocket'));
      purchase.send({ type: 'auth', token: callers.customer.token, lastEventId: 0 });
      await purchase.waitFor((m) => m.type === 'ready');
      sockets.push(owner, admin, customer, rider, purchase);
      for (const socket of [customer, rider]) {
        const ready = socket.messages.find((m) => m.type === 'ready') as { topics: string[] };
        expect(ready.topics).not.toContain('admin_orders');
      }

      const confirm = (id: string) =>
        api('PATCH', `/api/admin/orders/${id}/status`, callers.admin, { status: 'confirmed' });
      expect((await confirm(orderId)).status).toBe(200);
      const mentions = (id: string) => (m: Record<string, unknown>) => JSON.stringify(m).includes(id);
      await owner.waitFor(mentions(orderId));
      await admin.waitFor(mentions(orderId));
      // Then A's own order changes: once A has heard of that, anything about B's would have arrived before it.
      expect((await confirm(ownOrder)).status).toBe(200);
      await customer.waitFor(mentions(ownOrder));
      await purchase.waitFor(mentions(ownOrder));
      await admin.waitFor(mentions(ownOrder));
      // All of the matrix's history on B (orders, payments, notifications, addresses) is in the event log by now.
      for (const socket of [customer, rider, purchase]) {
        const heard = JSON.stringify(socket.messages);
        expect([...ownerSecrets].filter((secret) => heard.includes(secret))).toEqual([]);
      }
      expect(rider.messages.filter(mentions(ownOrder))).toEqual([]);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });
});
