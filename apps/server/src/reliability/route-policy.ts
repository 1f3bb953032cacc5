import { addIstDays, type IstDate, toIstDate } from '@tokri/core';
import { SERVICEABLE_ADDRESS } from './serviceable-address.js';

/**
 * Who may call each route, and a valid request for it: the table the authorization matrix test
 * (authorization-matrix.test.ts) checks every route of the running app against. A route without an entry
 * here fails that test, and so does an entry for a route that no longer exists.
 *
 * The rules are stricter than the spec on purpose: the spec guards admin pages only by sign-in in the
 * routing, but the server checks the admin role on every admin call.
 */

/**
 * Who sends a request: nobody signed in, someone whose session was signed out (a still-unexpired access token
 * of a revoked session), a customer (A, never the owner of the objects used), a rider, an admin.
 */
export type Actor = 'signedOut' | 'revokedSession' | 'customer' | 'rider' | 'admin';
export const ACTORS: readonly Actor[] = ['signedOut', 'revokedSession', 'customer', 'rider', 'admin'];

export type Rule =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in user (customer, rider or admin); signed out is 401. It only ever reads or changes the caller's own data. */
  | 'signed-in'
  /** Only the owner of the object in the path or body (customer B); everyone else 404 (or 403) and the object is untouched. */
  | 'owner'
  /** The owner, or an admin; any other user 404 (or 403). */
  | 'owner-or-admin'
  /** Keyed by something public (a product id): it acts on the caller's own rows only, so another user's rows stay untouched. */
  | 'own-data'
  /** Admins only: signed out 401, customers and riders 403. */
  | 'admin'
  /** Delivery partners (and admins): signed out 401, customers 403. */
  | 'rider'
  /**
   * A delivery partner acting as their own rider row (issue 14): signed out 401, customers 403, and an admin
   * without a rider row 403 too. What it reads and moves is the rider's own, never customer B's.
   */
  | 'rider-only'
  /**
   * A customer acting on their own account only (the DPDP deletion request, ADR 0051): signed out 401, riders and
   * admins 403 (staff accounts are closed by an admin).
   */
  | 'customer-only'
  /** A development tool: mounted only when DEV_OUTBOX is opted into, and answers only this machine. */
  | 'dev-only'
  /** The payment gateway's webhook: no user; only a request signed with the webhook secret changes anything. */
  | 'webhook'
  /**
   * The sandbox gateway's hosted payment page: no app session; only the signed page token that the paying
   * customer got from starting the payment opens it (403 for anyone else, even with a token of their own payment).
   */
  | 'sandbox-page'
  /**
   * Prometheus's scrape (ADR 0062): only `Authorization: Bearer <METRICS_TOKEN>` (the owner row here); every user,
   * admin included, gets 401: a session token is not the metrics token.
   */
  | 'metrics'
  /** The catch-all under /api: 404 for everyone. */
  | 'not-found'
  /** The catch-all under /functions/v1, behind its session check: 401 signed out, 404 for everyone else. */
  | 'signed-in-not-found'
  /** The built web app's shell, for any GET no other route takes: the same public page for everyone. */
  | 'web-app';

/** Customer B's objects a request can name. */
export type ObjectKind =
  /** A cash-on-delivery order, status placed. */
  | 'order'
  /** A cash-on-delivery order of B's that was delivered (what a rating needs). */
  | 'deliveredOrder'
  /** An online order waiting for its payment to start. */
  | 'onlineOrder'
  /** An online order whose payment was started: `id` is the gateway order id, `orderId` ours. */
  | 'payment'
  | 'address'
  | 'paymentMethod'
  | 'notification'
  /** The idempotency key B placed an order with: `id` is the key, `orderId` the order. */
  | 'checkoutKey'
  /** A product B has favourited: `id` is the product id. */
  | 'favourite'
  | 'pushSubscription'
  /** A daily subscription plan of B's with a planned pause: `id` is the plan, `pauseId` the pause. */
  | 'subscription'
  /** A wallet top-up of B's waiting for payment: `id` is its gateway order id, `topupId` ours. */
  | 'walletTopup'
  /** A support ticket of B's about B's order, with a photo: `id` is the ticket, `messageId` its first message. */
  | 'supportTicket';

export interface ObjectRef {
  kind: ObjectKind;
  id: string;
  /** Our order id, for a payment. */
  orderId?: string;
  /** The push service endpoint, for a push subscription. */
  endpoint?: string;
  /** The hosted page's token from the payment's checkout URL, for a payment. */
  pageToken?: string;
  /** The planned pause of a subscription. */
  pauseId?: string;
  /** Our top-up id, for a wallet top-up. */
  topupId?: string;
  /** The message carrying the photo, for a support ticket. */
  messageId?: string;
}

/** A user the matrix signs in as. */
export interface Caller {
  userId: string;
  identifier: string;
  password: string;
  token: string;
  refreshToken: string;
}

export interface MatrixRequest {
  /** The path with its parameters filled in (and any query string). */
  path: string;
  body?: unknown;
  /** A body sent as is: text, or bytes (a photo upload). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Send this bearer token instead of the caller's own (null: none). */
  token?: string | null;
}

/** What a request builder may use: implemented by the matrix test on its own server. */
export interface MatrixContext {
  productId: string;
  categorySlug: string;
  categoryId: string;
  /** A small JPEG, for the photo upload routes. */
  photo(): Promise<Uint8Array>;
  /** A photo the admin uploaded to the context's product just now (a fresh one each call, so a delete has one). */
  productImage(): Promise<{ id: string; url: string }>;
  /** A store the admin routes may edit: one far from the delivery address the matrix checks out to. */
  storeId: string;
  /** A coupon the admin routes may edit (no customer uses it). */
  couponId: string;
  /** A signed-up user who is none of the actors, for public routes called signed out (sign-in, refresh, reset). */
  newAccount(): Promise<Caller>;
  /** A customer account made for this one request (an admin blocks it or makes it an admin), never reused. */
  throwawayAccount(): Promise<Caller>;
  /** The demo rider's delivery_agents id (the rider actor's own rider row). */
  riderId(): Promise<string>;
  /**
   * A cash-on-delivery order of ₹50 (two ₹25 lines) of a customer who is none of the actors, carried by the demo
   * rider in `status`, with its delivery code.
   */
  riderOrder(
    status: 'picked_up' | 'out_for_delivery',
  ): Promise<{ orderId: string; otp: string; lineId: string }>;
  /** Puts B's order out for delivery with the demo rider (what the admin's handover without the code needs). */
  outForDelivery(orderId: string): Promise<void>;
  /** Puts the demo rider online (only online riders send their position). */
  riderOnline(): Promise<void>;
  /**
   * Gives B's order a substitute for its first line, rejectable for an hour, the order picked up by another rider
   * (ADR 0045); answers the substitute's line id.
   */
  substituteIn(orderId: string): Promise<string>;
  /** Another session of the same user (so a sign-out does not end the caller's main session). */
  freshSession(caller: Caller): Promise<{ token: string; refreshToken: string }>;
  /** A saved address of the caller's own (made once), for routes that take an address id. */
  savedAddressId(caller: Caller): Promise<string>;
  /** Puts one line in the caller's cart, so checkout and its quote have something to price. */
  fillCart(caller: Caller): Promise<void>;
  /** The token of the link a fresh sign-up sent (ADR 0072): spending it makes that account. */
  signUpToken(): Promise<string>;
  /** A password-reset token for the user, read from the mail the server sent. */
  passwordResetToken(identifier: string): Promise<string>;
  /** A new strong password (and records it as the caller's). */
  nextPassword(caller: Caller): string;
  /** A new browser push subscription (a real P-256 key), as PushManager hands it over. */
  pushSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Removes the caller's push subscriptions, so a test push goes nowhere on the network. */
  clearPushSubscriptions(caller: Caller): Promise<void>;
  /** An active delivery partner's delivery_agents id (one of the demo riders, not the rider actor). */
  activeRiderId(): Promise<string>;
  /**
   * The rider actor's own scene (issue 14), on an order of someone who is none of the actors: `offer` an open
   * offer of a confirmed order (answers its id), `order` an order the rider accepted (answers its id).
   */
  riderScene(kind: 'offer' | 'order'): Promise<string>;
  /** Hands over the rider actor's open matrix orders, so the rider carries nothing. */
  finishRiderOrders(): Promise<void>;
  /** A failed refund of someone who is none of the actors (issue 15): the admin may retry it. */
  failedRefund(): Promise<string>;
  /** Leaves B's plan as if the midnight run never came yesterday; answers that missed day. */
  strandSubscription(planId: string): Promise<IstDate>;
  /** A genuine checkout signature for a gateway order, as the gateway's page would hand to the browser. */
  paymentSignature(gatewayOrderId: string, paymentId: string): string;
  /** A webhook body signed with the webhook secret (or with a wrong one). */
  webhook(event: object, genuine: boolean): { rawBody: string; headers: Record<string, string> };
  /** A payouts webhook body signed with the payouts sandbox's webhook secret (or with a wrong one, ADR 0079). */
  payoutWebhook(event: object, genuine: boolean): { rawBody: string; headers: Record<string, string> };
  unique(): string;
  /** A product made for one call (nobody ordered it), for admin routes that change or delete a product. */
  scratchProductId(): Promise<string>;
  /** An empty category made for one call, for admin routes that change or delete a category. */
  scratchCategoryId(): Promise<string>;
  /** Waits until B's payment for this gateway order is no longer pending (the sandbox webhook is asynchronous). */
  paymentSettled(gatewayOrderId: string): Promise<void>;
  /** A genuine page token for a payment of the caller's own (what someone would try on B's payment page). */
  ownPageToken(caller: Caller): Promise<string>;
}

export interface Call {
  actor: Actor | 'owner';
  /** null when signed out (the revoked session's token is sent for it unless the request names a token). */
  caller: Caller | null;
  object: ObjectRef | null;
}

export interface RoutePolicy {
  rule: Rule;
  /** Customer B's object the route names (made fresh for each route). */
  object?: ObjectKind;
  /** Why this rule, where it is not obvious. */
  why?: string;
  /** A valid request for this caller, so a 400 cannot hide a missing check. */
  request(ctx: MatrixContext, call: Call): MatrixRequest | Promise<MatrixRequest>;
  /**
   * Valid requests that name one of customer B's objects in the body or a header (a saved address or an
   * idempotency key at checkout): every other user gets one of `answers` (404 or 403 unless said), or with
   * `answers: 'own'` a success about their own data only; either way B's data stays untouched and unread.
   */
  probes?: {
    object: ObjectKind;
    answers?: number[] | 'own';
    request(ctx: MatrixContext, call: Call): MatrixRequest | Promise<MatrixRequest>;
  }[];
  /** Waits for the asynchronous effects of a request that succeeded. */
  settle?(ctx: MatrixContext, call: Call): Promise<void>;
}

/** Expected status for an actor (`owner` is customer B acting on B's own object). */
export function expectedStatuses(rule: Rule, actor: Actor | 'owner'): 'success' | number[] {
  const signedOut = actor === 'signedOut' || actor === 'revokedSession';
  switch (rule) {
    case 'public':
    case 'dev-only':
      return 'success';
    case 'sandbox-page':
      return actor === 'owner' ? 'success' : [403];
    case 'metrics':
      return actor === 'owner' ? 'success' : [401];
    case 'not-found':
      return [404];
    case 'signed-in-not-found':
      return signedOut ? [401] : [404];
    case 'web-app':
      return [200];
    case 'webhook':
      // Every actor here sends a forged signature; only the gateway's genuine signature succeeds.
      return actor === 'owner' ? 'success' : [400];
    case 'signed-in':
    case 'own-data':
      return signedOut ? [401] : 'success';
    case 'owner':
      return signedOut ? [401] : actor === 'owner' ? 'success' : [404, 403];
    case 'owner-or-admin':
      return signedOut ? [401] : actor === 'owner' || actor === 'admin' ? 'success' : [404, 403];
    case 'admin':
      return signedOut ? [401] : actor === 'admin' ? 'success' : [403];
    case 'rider':
      return signedOut ? [401] : actor === 'rider' || actor === 'admin' ? 'success' : [403];
    case 'rider-only':
      return signedOut ? [401] : actor === 'rider' ? 'success' : [403];
    case 'customer-only':
      return signedOut ? [401] : actor === 'customer' || actor === 'owner' ? 'success' : [403];
  }
}

/** Actors allowed to change B's data (everyone else must leave it exactly as it was). */
export function mayChangeOwnersData(rule: Rule, actor: Actor | 'owner'): boolean {
  if (actor === 'owner') return true;
  if (rule === 'admin' || rule === 'owner-or-admin') return actor === 'admin';
  return false;
}

const must = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new Error(`route policy: no ${what}`);
  return value;
};
const id = (call: Call) => must(call.object, 'object').id;
const self = (ctx: MatrixContext, call: Call) => (call.caller ? call.caller : ctx.newAccount());

const savedAddress = {
  label: 'home',
  contactName: 'Priya Sharma',
  contactPhone: '98765 43210',
  house: 'Flat 402, Lakeview Apartments',
  street: '5th Cross, 100 Feet Road',
  landmark: 'Near CMH Hospital',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  lat: 12.9721,
  lng: 77.6405,
};
export const DELIVERY_ADDRESS = SERVICEABLE_ADDRESS;

/** B's own page token for the owner row; for anyone else a genuine token of their own payment (none signed out). */
async function pageTokenFor(ctx: MatrixContext, call: Call): Promise<string | undefined> {
  if (call.actor === 'owner') return must(call.object?.pageToken, 'page token in the checkout URL');
  return call.caller ? ctx.ownPageToken(call.caller) : undefined;
}

/** The hosted page's form post: the token travels in the form body, as the page sends it. */
function sandboxDecision(gatewayOrderId: string, decision: string, token: string | undefined, call: Call) {
  return {
    path: `/sandbox-gateway/checkout/${gatewayOrderId}/${decision}?callback=/checkout/payment`,
    rawBody: new URLSearchParams(token ? { token } : {}).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(call.actor === 'owner' ? { token: null } : {}),
  };
}

/** An IST date `days` after today: two days on is always before its cut-off (22:00 IST the day before). */
const istDay = (days: number) => addIstDays(toIstDate(new Date()), days);

/** A valid daily plan of the context's product to an address id (the caller's own, or B's for a probe). */
const subscriptionBody = (ctx: MatrixContext, addressId: string) => ({
  productId: ctx.productId,
  type: 'daily',
  quantity: 1,
  startDate: istDay(1),
  paymentMethod: 'cod',
  addressId,
});
const NO_ADDRESS = '00000000-0000-4000-8000-000000000000';
const plan = (call: Call, rest = '') => `/api/subscriptions/${id(call)}${rest}`;
const ownerPlan = (request: (call: Call) => MatrixRequest): RoutePolicy => ({
  rule: 'owner',
  object: 'subscription',
  request: (_ctx, call) => request(call),
});

/** A store in New Delhi, far from the Bengaluru address the matrix checks out to; and a coupon nobody uses. */
const MATRIX_STORE = {
  name: 'Tokri Connaught Place',
  address: 'Inner Circle, Connaught Place',
  city: 'New Delhi',
  lat: 28.6315,
  lng: 77.2167,
  areaKind: 'radius',
  serviceRadiusKm: 8,
};
const MATRIX_COUPON = { code: 'MATRIXONLY', kind: 'flat', value: 100, isActive: false };

const signedIn = (request: RoutePolicy['request'], why?: string): RoutePolicy => ({
  rule: 'signed-in',
  request,
  ...(why ? { why } : {}),
});
const get = (path: string) => () => ({ path });

/** The METRICS_TOKEN the matrix's server runs with; the owner row of GET /metrics is Prometheus holding it. */
export const MATRIX_METRICS_TOKEN = 'matrix-metrics-token-0123456789abcdefghij';

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/health': { rule: 'public', request: get('/api/health') },
  // The published API (issue 19 item 6, ADR 0064): the document and its reference page are public by design.
  'GET /api/openapi.json': { rule: 'public', request: get('/api/openapi.json') },
  'GET /api/docs': { rule: 'public', request: get('/api/docs') },
  'GET /api/docs/:file': { rule: 'public', request: get('/api/docs/start.js') },
  'GET /api/ready': { rule: 'public', request: get('/api/ready') },
  'GET /metrics': {
    rule: 'metrics',
    why: 'operators only: a bearer token of its own, never a user session (ADR 0062)',
    request: (_ctx, call) => ({
      path: '/metrics',
      ...(call.actor === 'owner' ? { token: MATRIX_METRICS_TOKEN } : {}),
    }),
  },

  // Auth: the ways in are public; what needs a session says so.
  'POST /api/auth/sign-up': {
    rule: 'public',
    why: 'answers the same whether or not the account exists (ADR 0072)',
    request: (ctx) => ({
      path: '/api/auth/sign-up',
      body: {
        identifier: `new-${ctx.unique()}@example.in`,
        password: 'Saffron-Lotus-Kettle-58',
        fullName: 'Asha',
      },
    }),
  },
  'POST /api/auth/sign-up/confirm': {
    rule: 'public',
    why: 'the single-use token sent to the address is the credential (ADR 0072)',
    request: async (ctx) => ({
      path: '/api/auth/sign-up/confirm',
      body: { token: await ctx.signUpToken() },
    }),
  },
  'POST /api/auth/sign-in': {
    rule: 'public',
    request: async (ctx, call) => {
      const who = await self(ctx, call);
      return { path: '/api/auth/sign-in', body: { identifier: who.identifier, password: who.password } };
    },
  },
  'POST /api/auth/refresh': {
    rule: 'public',
    why: 'the refresh token in the body is the credential; an expired access token must not be needed',
    request: async (ctx, call) => ({
      path: '/api/auth/refresh',
      body: { refreshToken: (await ctx.freshSession(await self(ctx, call))).refreshToken },
    }),
  },
  'POST /api/auth/sign-out': {
    rule: 'signed-in',
    why: 'signs out a second session of the caller, so the matrix keeps its own',
    request: async (ctx, call) => ({
      path: '/api/auth/sign-out',
      token: call.caller ? (await ctx.freshSession(call.caller)).token : null,
    }),
  },
  'POST /api/auth/sign-out-everywhere': {
    rule: 'signed-in',
    why: "ends every session of the account it is sent for: a throwaway account's, so the matrix keeps its own",
    request: async (ctx, call) => ({
      path: '/api/auth/sign-out-everywhere',
      ...(call.caller ? { token: (await ctx.throwawayAccount()).token } : {}),
    }),
  },
  'GET /api/auth/user': signedIn(get('/api/auth/user')),
  'POST /api/auth/password-reset': {
    rule: 'public',
    why: 'answers the same whether or not the account exists',
    request: async (ctx, call) => ({
      path: '/api/auth/password-reset',
      body: { identifier: (await self(ctx, call)).identifier },
    }),
  },
  'POST /api/auth/password-reset/verify': {
    rule: 'public',
    why: 'the emailed single-use token is the credential',
    request: async (ctx, call) => ({
      path: '/api/auth/password-reset/verify',
      body: { token: await ctx.passwordResetToken((await self(ctx, call)).identifier) },
    }),
  },
  'POST /api/auth/password': {
    rule: 'signed-in',
    request: (ctx, call) => {
      if (!call.caller) return { path: '/api/auth/password', body: { password: 'Saffron-Lotus-Kettle-58' } };
      const currentPassword = call.caller.password;
      return {
        path: '/api/auth/password',
        body: { password: ctx.nextPassword(call.caller), currentPassword },
      };
    },
  },

  'GET /api/profile': signedIn(get('/api/profile')),
  'PATCH /api/profile': signedIn(() => ({ path: '/api/profile', body: { fullName: 'Matrix Tester' } })),
  'GET /api/badges': signedIn(get('/api/badges')),

  // DPDP rights (issue 16 point 7, ADR 0051). The export is limited to one a minute per account; the matrix
  // downloads once per actor.
  'GET /api/privacy/export': signedIn(get('/api/privacy/export')),
  'GET /api/privacy/deletion': signedIn(get('/api/privacy/deletion')),
  'DELETE /api/privacy/deletion': signedIn(
    () => ({ path: '/api/privacy/deletion' }),
    'cancels the caller’s own request; with none, it answers the unchanged status',
  ),
  'POST /api/privacy/deletion': {
    rule: 'customer-only',
    why: 'a customer deletes a throwaway account of their own (it signs out every device); staff are refused',
    request: async (ctx, call) => {
      if (call.actor !== 'customer')
        return { path: '/api/privacy/deletion', body: { password: call.caller?.password ?? 'x' } };
      const account = await ctx.throwawayAccount();
      return { path: '/api/privacy/deletion', body: { password: account.password }, token: account.token };
    },
  },

  'GET /api/cart': signedIn(get('/api/cart')),
  'POST /api/cart/items': signedIn((ctx) => ({
    path: '/api/cart/items',
    body: { productId: ctx.productId, variantId: null, quantity: 1 },
  })),
  'PUT /api/cart/items': signedIn((ctx) => ({
    path: '/api/cart/items',
    body: { productId: ctx.productId, variantId: null, quantity: 2 },
  })),
  'DELETE /api/cart/items': signedIn((ctx) => ({ path: `/api/cart/items?productId=${ctx.productId}` })),
  'DELETE /api/cart': signedIn(get('/api/cart')),

  'GET /api/checkout/quote': signedIn(async (ctx, call) => {
    if (call.caller) await ctx.fillCart(call.caller);
    return { path: '/api/checkout/quote' };
  }),
  'POST /api/checkout': {
    rule: 'signed-in',
    request: async (ctx, call) => {
      if (call.caller) await ctx.fillCart(call.caller);
      return {
        path: '/api/checkout',
        body: { address: DELIVERY_ADDRESS, paymentMethod: 'cod' },
        headers: { 'idempotency-key': `matrix-${ctx.unique()}` },
      };
    },
    why: 'saved addresses and idempotency keys are the caller’s own: B’s address id delivers nowhere, B’s key replays nothing',
    probes: [
      {
        object: 'address',
        request: async (ctx, call) => {
          if (call.caller) await ctx.fillCart(call.caller);
          return {
            path: '/api/checkout',
            body: { addressId: id(call), paymentMethod: 'cod' },
            headers: { 'idempotency-key': `matrix-${ctx.unique()}` },
          };
        },
      },
      {
        object: 'checkoutKey',
        answers: 'own',
        request: async (ctx, call) => {
          if (call.caller) await ctx.fillCart(call.caller);
          return {
            path: '/api/checkout',
            body: { address: DELIVERY_ADDRESS, paymentMethod: 'cod' },
            headers: { 'idempotency-key': id(call) },
          };
        },
      },
    ],
  },

  'GET /api/subscriptions': signedIn(get('/api/subscriptions')),
  'POST /api/subscriptions': {
    rule: 'signed-in',
    why: 'the address must be one of the caller’s saved addresses: B’s address id names nothing (404)',
    request: async (ctx, call) => ({
      path: '/api/subscriptions',
      body: subscriptionBody(ctx, call.caller ? await ctx.savedAddressId(call.caller) : NO_ADDRESS),
    }),
    probes: [
      {
        object: 'address',
        request: (ctx, call) => ({ path: '/api/subscriptions', body: subscriptionBody(ctx, id(call)) }),
      },
    ],
  },
  'GET /api/subscriptions/:id': ownerPlan((call) => ({ path: plan(call) })),
  'PATCH /api/subscriptions/:id': ownerPlan((call) => ({ path: plan(call), body: { quantity: 3 } })),
  'DELETE /api/subscriptions/:id': ownerPlan((call) => ({ path: plan(call) })),
  'POST /api/subscriptions/:id/pauses': ownerPlan((call) => ({
    path: plan(call, '/pauses'),
    body: { from: istDay(8), to: istDay(9) },
  })),
  'POST /api/subscriptions/:id/resume': ownerPlan((call) => ({ path: plan(call, '/resume') })),
  'DELETE /api/subscriptions/:id/pauses/:pauseId': ownerPlan((call) => ({
    path: plan(call, `/pauses/${must(call.object?.pauseId, 'pause id')}`),
  })),
  'PUT /api/subscriptions/:id/skips/:date': ownerPlan((call) => ({
    path: plan(call, `/skips/${istDay(2)}`),
  })),
  'DELETE /api/subscriptions/:id/skips/:date': ownerPlan((call) => ({
    path: plan(call, `/skips/${istDay(2)}`),
  })),
  'PUT /api/subscriptions/:id/quantities/:date': ownerPlan((call) => ({
    path: plan(call, `/quantities/${istDay(2)}`),
    body: { quantity: 3 },
  })),
  'DELETE /api/subscriptions/:id/quantities/:date': ownerPlan((call) => ({
    path: plan(call, `/quantities/${istDay(2)}`),
  })),

  'GET /api/coupons/offers': signedIn(async (ctx, call) => {
    if (call.caller) await ctx.fillCart(call.caller);
    return { path: '/api/coupons/offers' };
  }),

  'GET /api/addresses': signedIn(get('/api/addresses')),
  'POST /api/addresses': signedIn(() => ({ path: '/api/addresses', body: savedAddress })),
  'PUT /api/addresses/:id': {
    rule: 'owner',
    object: 'address',
    request: (_ctx, call) => ({
      path: `/api/addresses/${id(call)}`,
      body: { ...savedAddress, house: 'Villa 9' },
    }),
  },
  'POST /api/addresses/:id/default': {
    rule: 'owner',
    object: 'address',
    request: (_ctx, call) => ({ path: `/api/addresses/${id(call)}/default` }),
  },
  'DELETE /api/addresses/:id': {
    rule: 'owner',
    object: 'address',
    request: (_ctx, call) => ({ path: `/api/addresses/${id(call)}` }),
  },

  'GET /api/locations/serviceability': signedIn(get('/api/locations/serviceability?pincode=560038')),
  'GET /api/locations/seller-locations': signedIn(get('/api/locations/seller-locations')),

  'GET /api/orders': signedIn(get('/api/orders')),
  'GET /api/substitutions/checkout': signedIn(get('/api/substitutions/checkout')),
  'GET /api/orders/:id': {
    rule: 'owner',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}` }),
  },
  'GET /api/orders/:id/invoice': {
    rule: 'owner',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}/invoice` }),
  },
  'GET /api/orders/:id/invoice.pdf': {
    rule: 'owner',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}/invoice.pdf` }),
  },
  'GET /api/orders/:id/credit-notes': {
    rule: 'owner',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}/credit-notes` }),
  },
  'GET /api/orders/:id/rider-position': {
    rule: 'owner',
    object: 'order',
    why: 'where the rider of B’s order is: B only (null until it is picked up)',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}/rider-position` }),
  },
  'POST /api/orders/:id/call-rider': {
    rule: 'owner',
    object: 'order',
    why: 'rings B and connects B’s rider (or gives the rider’s number): B only, while a rider has it',
    request: async (ctx, call) => {
      if (call.actor === 'owner') await ctx.outForDelivery(id(call));
      return { path: `/api/orders/${id(call)}/call-rider` };
    },
  },
  'POST /api/rider/location': {
    rule: 'rider-only',
    why: 'adds to the caller’s own track; an admin without a rider row has none',
    request: async (ctx) => {
      await ctx.riderOnline();
      return {
        path: '/api/rider/location',
        body: { points: [{ lat: 12.9716, lng: 77.5946, accuracyM: 12, at: new Date().toISOString() }] },
      };
    },
  },
  'GET /api/admin/riders/positions': { rule: 'admin', request: get('/api/admin/riders/positions') },
  'POST /api/orders/:id/cancel': {
    rule: 'owner',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}/cancel` }),
  },
  'POST /api/orders/:id/substitutes/:lineId/reject': {
    rule: 'owner',
    object: 'order',
    why: 'B rejects a substitute in B’s own order within its window (ADR 0045)',
    // Only B's own call sets the substitute up (it changes B's order); the others name a line of it that is none.
    request: async (ctx, call) => ({
      path: `/api/orders/${id(call)}/substitutes/${
        call.actor === 'owner' ? await ctx.substituteIn(id(call)) : '00000000-0000-4000-8000-000000000000'
      }/reject`,
    }),
  },
  'GET /api/orders/:id/rating': {
    rule: 'owner',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}/rating` }),
  },
  'POST /api/orders/:id/rating': {
    rule: 'owner',
    object: 'deliveredOrder',
    why: 'only the order’s customer rates it, once, after delivery (issue 16 item 5)',
    request: (_ctx, call) => ({
      path: `/api/orders/${id(call)}/rating`,
      body: { stars: 4, comment: 'Good' },
    }),
  },
  'GET /api/ratings/app': signedIn(get('/api/ratings/app')),
  'PUT /api/ratings/app': signedIn(() => ({ path: '/api/ratings/app', body: { stars: 5 } })),
  'GET /api/referrals/me': signedIn(get('/api/referrals/me'), 'the caller’s own code and referrals'),
  'GET /api/admin/ratings/orders': { rule: 'admin', request: get('/api/admin/ratings/orders') },
  'GET /api/admin/ratings/app': { rule: 'admin', request: get('/api/admin/ratings/app') },
  'POST /api/orders/:id/reorder': {
    rule: 'owner',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/orders/${id(call)}/reorder` }),
  },

  'POST /api/payments/webhook': {
    rule: 'webhook',
    object: 'payment',
    why: 'authenticated by the X-Razorpay-Signature HMAC of the raw body, never by a bearer token',
    request: (ctx, call) => {
      const payment = must(call.object, 'payment');
      const entity = {
        id: `pay_${ctx.unique()}`,
        order_id: payment.id,
        amount: 25_000,
        currency: 'INR',
        status: 'captured',
      };
      // The owner row is "the gateway": genuine signature, no user. Every actor forges one.
      const signed = ctx.webhook(
        { entity: 'event', event: 'payment.captured', payload: { payment: { entity } } },
        call.actor === 'owner',
      );
      return {
        path: '/api/payments/webhook',
        rawBody: signed.rawBody,
        headers: signed.headers,
        ...(call.actor === 'owner' ? { token: null } : {}),
      };
    },
  },
  'POST /api/payouts/webhook': {
    rule: 'webhook',
    why: 'authenticated by the X-Razorpay-Signature HMAC (the payouts webhook secret) of the raw body',
    request: (ctx, call) => {
      const entity = { id: `pout_${ctx.unique()}`, amount: 100, status: 'processed', reference_id: null };
      const signed = ctx.payoutWebhook(
        { entity: 'event', event: 'payout.processed', payload: { payout: { entity } } },
        call.actor === 'owner',
      );
      return {
        path: '/api/payouts/webhook',
        rawBody: signed.rawBody,
        headers: signed.headers,
        ...(call.actor === 'owner' ? { token: null } : {}),
      };
    },
  },
  'POST /api/payments/orders/:id/start': {
    rule: 'owner',
    object: 'onlineOrder',
    request: (_ctx, call) => ({ path: `/api/payments/orders/${id(call)}/start` }),
  },
  'POST /api/payments/verify': {
    rule: 'owner',
    object: 'payment',
    why: 'even with a genuine signature for B’s payment, only B may confirm it',
    request: (ctx, call) => {
      const paymentId = `pay_${ctx.unique()}`;
      return {
        path: '/api/payments/verify',
        body: {
          razorpay_order_id: id(call),
          razorpay_payment_id: paymentId,
          razorpay_signature: ctx.paymentSignature(id(call), paymentId),
        },
      };
    },
  },
  'POST /api/payments/failed': {
    rule: 'owner',
    object: 'payment',
    request: (_ctx, call) => ({
      path: '/api/payments/failed',
      body: { razorpay_order_id: id(call), reason: 'cancelled by the customer' },
    }),
  },

  'GET /api/wallet': signedIn(get('/api/wallet')),
  'PUT /api/wallet/refund-preference': signedIn(() => ({
    path: '/api/wallet/refund-preference',
    body: { refundsToWallet: false },
  })),
  'POST /api/wallet/topups': signedIn(() => ({ path: '/api/wallet/topups', body: { amountPaise: 100_00 } })),
  'GET /api/wallet/topups/:id': {
    rule: 'owner',
    object: 'walletTopup',
    request: (_ctx, call) => ({ path: `/api/wallet/topups/${must(call.object?.topupId, 'top-up id')}` }),
  },
  'POST /api/wallet/topups/verify': {
    rule: 'owner',
    object: 'walletTopup',
    why: 'even with a genuine signature for B’s top-up, only B may confirm it (and only B’s wallet is credited)',
    request: (ctx, call) => {
      const paymentId = `pay_${ctx.unique()}`;
      return {
        path: '/api/wallet/topups/verify',
        body: {
          razorpay_order_id: id(call),
          razorpay_payment_id: paymentId,
          razorpay_signature: ctx.paymentSignature(id(call), paymentId),
        },
      };
    },
  },
  'POST /api/wallet/topups/failed': {
    rule: 'owner',
    object: 'walletTopup',
    request: (_ctx, call) => ({
      path: '/api/wallet/topups/failed',
      body: { razorpay_order_id: id(call), reason: 'cancelled by the customer' },
    }),
  },

  'GET /api/payment-methods': signedIn(get('/api/payment-methods')),
  'POST /api/payment-methods': signedIn((ctx) => ({
    path: '/api/payment-methods',
    body: { kind: 'upi', upiId: `matrix${ctx.unique()}@okaxis` },
  })),
  'POST /api/payment-methods/:id/default': {
    rule: 'owner',
    object: 'paymentMethod',
    request: (_ctx, call) => ({ path: `/api/payment-methods/${id(call)}/default` }),
  },
  'DELETE /api/payment-methods/:id': {
    rule: 'owner',
    object: 'paymentMethod',
    request: (_ctx, call) => ({ path: `/api/payment-methods/${id(call)}` }),
  },

  'GET /api/admin/orders': { rule: 'admin', request: get('/api/admin/orders') },
  'GET /api/admin/subscription-fixer': { rule: 'admin', request: get('/api/admin/subscription-fixer') },
  'POST /api/admin/subscription-fixer/recompute': {
    rule: 'admin',
    object: 'subscription',
    request: (_ctx, call) => ({
      path: '/api/admin/subscription-fixer/recompute',
      body: { subscriptionId: id(call) },
    }),
  },
  'POST /api/admin/subscription-fixer/create-missing': {
    rule: 'admin',
    object: 'subscription',
    why: 'the admin names a day the run missed (stranded just before the admin’s call only)',
    request: async (ctx, call) => ({
      path: '/api/admin/subscription-fixer/create-missing',
      body: {
        subscriptionId: id(call),
        deliveryDate:
          call.actor === 'admin'
            ? await ctx.strandSubscription(id(call))
            : addIstDays(toIstDate(new Date()), -1),
      },
    }),
  },
  'GET /api/admin/orders/export.csv': {
    rule: 'admin',
    request: () => {
      const today = toIstDate(new Date());
      return { path: `/api/admin/orders/export.csv?from=${addIstDays(today, -7)}&to=${today}` };
    },
  },
  'POST /api/admin/orders/:id/rider': {
    rule: 'admin',
    object: 'order',
    request: async (ctx, call) => ({
      path: `/api/admin/orders/${id(call)}/rider`,
      body: { riderId: await ctx.activeRiderId() },
    }),
  },
  'GET /api/admin/orders/:id': {
    rule: 'admin',
    object: 'order',
    request: (_ctx, call) => ({ path: `/api/admin/orders/${id(call)}` }),
  },
  'PATCH /api/admin/orders/:id/status': {
    rule: 'admin',
    object: 'order',
    request: (_ctx, call) => ({
      path: `/api/admin/orders/${id(call)}/status`,
      body: { status: 'confirmed' },
    }),
  },
  'GET /api/admin/riders': { rule: 'admin', request: get('/api/admin/riders') },
  'POST /api/admin/orders/:orderId/deliver': {
    rule: 'admin',
    object: 'order',
    why: 'the handover without the code, with a reason (audited); B’s order is out for delivery for the admin',
    request: async (ctx, call) => {
      if (call.actor === 'admin') await ctx.outForDelivery(id(call));
      return {
        path: `/api/admin/orders/${id(call)}/deliver`,
        body: { reason: 'customer’s phone is off', cashCollectedPaise: 0 },
      };
    },
  },
  'GET /api/admin/riders/cash': { rule: 'admin', request: get('/api/admin/riders/cash') },
  'POST /api/rider/orders/:orderId/deliver': {
    rule: 'rider-only',
    why: 'the rider’s own order, handed over with its code; an admin without a rider row carries none',
    request: async (ctx) => {
      const { orderId, otp } = await ctx.riderOrder('out_for_delivery');
      return { path: `/api/rider/orders/${orderId}/deliver`, body: { otp, cashCollectedPaise: 5000 } };
    },
  },
  'POST /api/rider/orders/:orderId/lines/:lineId': {
    rule: 'rider-only',
    why: 'a line of the rider’s own order found missing at the store',
    request: async (ctx) => {
      const { orderId, lineId } = await ctx.riderOrder('picked_up');
      return {
        path: `/api/rider/orders/${orderId}/lines/${lineId}`,
        body: { status: 'missing', reason: 'not on the shelf' },
      };
    },
  },
  'POST /api/admin/riders': {
    rule: 'admin',
    request: (ctx) => ({
      path: '/api/admin/riders',
      body: {
        fullName: 'Matrix Rider',
        email: `matrix-rider-${ctx.unique()}@delivery.tokri.in`,
        phone: '98765 12345',
        vehicleType: 'ev_scooter',
        vehicleNumber: 'KA01AB1234',
        homeStoreId: null,
        isActive: true,
      },
    }),
  },
  'PUT /api/admin/riders/:id': {
    rule: 'admin',
    why: 'the admin edits the demo rider’s vehicle number only',
    request: async (ctx) => ({
      path: `/api/admin/riders/${await ctx.riderId()}`,
      body: { vehicleNumber: `KA01MX${ctx.unique().slice(-4)}` },
    }),
  },
  'POST /api/admin/riders/:id/invite': {
    rule: 'admin',
    why: 'mails the demo rider a new set-password link; their password stays as it is',
    request: async (ctx) => ({ path: `/api/admin/riders/${await ctx.riderId()}/invite` }),
  },
  'GET /api/admin/customers': { rule: 'admin', request: get('/api/admin/customers?q=matrix&page=1') },
  'GET /api/admin/customers/:id': {
    rule: 'admin',
    request: async (ctx) => ({ path: `/api/admin/customers/${(await ctx.newAccount()).userId}` }),
  },
  'POST /api/admin/customers/:id/block': {
    rule: 'admin',
    why: 'blocks an account made for this request, so no other route’s caller is blocked',
    request: async (ctx) => ({
      path: `/api/admin/customers/${(await ctx.throwawayAccount()).userId}/block`,
      body: { reason: 'matrix' },
    }),
  },
  'POST /api/admin/customers/:id/unblock': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/customers/${(await ctx.throwawayAccount()).userId}/unblock`,
    }),
  },
  'POST /api/admin/users/:id/admin': {
    rule: 'admin',
    why: 'makes an account made for this request an admin',
    request: async (ctx) => ({ path: `/api/admin/users/${(await ctx.throwawayAccount()).userId}/admin` }),
  },
  'DELETE /api/admin/users/:id/admin': {
    rule: 'admin',
    why: 'an account that is not an admin: revoking answers 200, nothing changed',
    request: async (ctx) => ({
      path: `/api/admin/users/${(await ctx.throwawayAccount()).userId}/admin`,
    }),
  },
  'GET /api/admin/stats': { rule: 'admin', request: get('/api/admin/stats') },
  'GET /api/admin/audit': { rule: 'admin', request: get('/api/admin/audit?entity=order') },
  'GET /api/admin/distance': { rule: 'admin', request: get('/api/admin/distance') },
  'GET /api/admin/broadcasts': { rule: 'admin', request: get('/api/admin/broadcasts') },
  'POST /api/admin/broadcasts': {
    rule: 'admin',
    request: () => ({
      path: '/api/admin/broadcasts',
      body: { title: { en: 'Mango season' }, message: { en: 'Alphonso is in.', hi: 'हापुस आ गया।' } },
    }),
  },
  'GET /api/admin/stats/charts': { rule: 'admin', request: get('/api/admin/stats/charts?days=30') },
  'GET /api/admin/products/:id/images': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/products/${ctx.productId}/images` }),
  },
  'POST /api/admin/products/:id/images': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/products/${ctx.productId}/images`,
      rawBody: await ctx.photo(),
      headers: { 'content-type': 'image/jpeg' },
    }),
  },
  'DELETE /api/admin/products/:id/images/:imageId': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/products/${ctx.productId}/images/${(await ctx.productImage()).id}`,
    }),
  },
  'POST /api/admin/products/:id/images/:imageId/main': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/products/${ctx.productId}/images/${(await ctx.productImage()).id}/main`,
    }),
  },
  'PUT /api/admin/categories/:id/image': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/categories/${ctx.categoryId}/image`,
      rawBody: await ctx.photo(),
      headers: { 'content-type': 'image/jpeg' },
    }),
  },
  'GET /media/*': {
    rule: 'public',
    why: 'the shop’s photos: keys are random per upload, and the catalogue that lists them is public to any shopper',
    request: async (ctx) => ({ path: (await ctx.productImage()).url }),
  },
  'GET /api/admin/stores': { rule: 'admin', request: get('/api/admin/stores') },
  'POST /api/admin/stores': {
    rule: 'admin',
    request: (ctx) => ({
      path: '/api/admin/stores',
      body: { ...MATRIX_STORE, name: `Matrix ${ctx.unique()}` },
    }),
  },
  'PUT /api/admin/stores/:id': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/stores/${ctx.storeId}`, body: MATRIX_STORE }),
  },
  'PUT /api/admin/stores/:id/active': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/stores/${ctx.storeId}/active`, body: { isActive: true } }),
  },
  'GET /api/admin/coupons': { rule: 'admin', request: get('/api/admin/coupons') },
  'GET /api/admin/refunds': { rule: 'admin', request: get('/api/admin/refunds?state=failed') },
  'GET /api/admin/refunds/reconciliation': {
    rule: 'admin',
    request: get('/api/admin/refunds/reconciliation'),
  },
  'POST /api/admin/refunds/:id/retry': {
    rule: 'admin',
    why: 'a failed refund of a stranger; the sandbox refuses it again (nothing was captured), so it stays failed',
    request: async (ctx) => ({ path: `/api/admin/refunds/${await ctx.failedRefund()}/retry` }),
  },
  // Stock lots (issue 15 item 3, ADR 0046).
  'GET /api/admin/lots': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/lots?productId=${ctx.productId}` }),
  },
  'GET /api/admin/lots/expiring': { rule: 'admin', request: get('/api/admin/lots/expiring?days=7') },
  'POST /api/admin/lots': {
    rule: 'admin',
    why: 'a product made for the call (no stock without dates), so the lot is accepted',
    request: async (ctx) => {
      const today = toIstDate(new Date());
      return {
        path: '/api/admin/lots',
        body: {
          productId: await ctx.scratchProductId(),
          quantity: 5,
          packedOn: today,
          bestBefore: addIstDays(today, 30),
        },
      };
    },
  },
  'PUT /api/admin/categories/:id/shelf-life': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/categories/${await ctx.scratchCategoryId()}/shelf-life`,
      body: { percent: 30, days: 45 },
    }),
  },
  'GET /api/best-before': {
    rule: 'public',
    why: 'the best-before dates the product page shows: as public as the catalogue',
    request: (ctx) => ({ path: `/api/best-before?productIds=${ctx.productId}` }),
  },
  'POST /api/admin/coupons': {
    rule: 'admin',
    request: (ctx) => ({
      path: '/api/admin/coupons',
      body: { ...MATRIX_COUPON, code: ctx.unique().toUpperCase() },
    }),
  },
  'PUT /api/admin/coupons/:id': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/coupons/${ctx.couponId}`, body: MATRIX_COUPON }),
  },
  'PUT /api/admin/coupons/:id/active': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/coupons/${ctx.couponId}/active`, body: { isActive: false } }),
  },
  'GET /api/admin/products': { rule: 'admin', request: get('/api/admin/products?q=rice&active=true') },
  'GET /api/admin/products/export.csv': { rule: 'admin', request: get('/api/admin/products/export.csv') },
  'POST /api/admin/products/import': {
    rule: 'admin',
    why: 'a dry run of a one-product file: checked in full, nothing kept',
    request: (ctx) => ({
      path: '/api/admin/products/import?dryRun=true',
      rawBody: `slug,pack,category,unit,price_inr,name_en\nmatrix-${ctx.unique()},,${ctx.categorySlug},1 kg,45.00,Matrix rice\n`,
      headers: { 'content-type': 'text/csv' },
    }),
  },
  'POST /api/admin/products': {
    rule: 'admin',
    request: async (ctx) => ({
      path: '/api/admin/products',
      body: {
        categoryId: await ctx.scratchCategoryId(),
        pricePaise: 4500,
        unit: '1 kg',
        texts: { en: { name: `Matrix ${ctx.unique()}` } },
      },
    }),
  },
  'GET /api/admin/products/:id': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/products/${ctx.productId}` }),
  },
  'PUT /api/admin/products/:id': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/products/${await ctx.scratchProductId()}`,
      body: {
        categoryId: await ctx.scratchCategoryId(),
        pricePaise: 5000,
        unit: '1 kg',
        texts: { en: { name: 'Matrix product, renamed' } },
      },
    }),
  },
  'POST /api/admin/products/:id/archive': {
    rule: 'admin',
    request: async (ctx) => ({ path: `/api/admin/products/${await ctx.scratchProductId()}/archive` }),
  },
  'POST /api/admin/products/:id/unarchive': {
    rule: 'admin',
    request: async (ctx) => ({ path: `/api/admin/products/${await ctx.scratchProductId()}/unarchive` }),
  },
  'DELETE /api/admin/products/:id': {
    rule: 'admin',
    request: async (ctx) => ({ path: `/api/admin/products/${await ctx.scratchProductId()}` }),
  },
  'POST /api/admin/products/:id/stock': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/products/${await ctx.scratchProductId()}/stock`,
      body: { delta: 5, reason: 'received' },
    }),
  },
  'GET /api/admin/products/:id/stock-adjustments': {
    rule: 'admin',
    request: (ctx) => ({ path: `/api/admin/products/${ctx.productId}/stock-adjustments` }),
  },
  'GET /api/admin/categories': { rule: 'admin', request: get('/api/admin/categories') },
  'POST /api/admin/categories': {
    rule: 'admin',
    request: (ctx) => ({
      path: '/api/admin/categories',
      body: { texts: { en: { name: `Matrix ${ctx.unique()}` } } },
    }),
  },
  'POST /api/admin/categories/reorder': {
    rule: 'admin',
    why: 'moves only a category made for the call to the front; the shop’s own order follows unchanged',
    request: async (ctx) => ({
      path: '/api/admin/categories/reorder',
      body: { ids: [await ctx.scratchCategoryId()] },
    }),
  },
  'PUT /api/admin/categories/:id': {
    rule: 'admin',
    request: async (ctx) => ({
      path: `/api/admin/categories/${await ctx.scratchCategoryId()}`,
      body: { texts: { en: { name: 'Matrix category, renamed' }, hi: { name: 'मैट्रिक्स' } } },
    }),
  },
  'DELETE /api/admin/categories/:id': {
    rule: 'admin',
    request: async (ctx) => ({ path: `/api/admin/categories/${await ctx.scratchCategoryId()}` }),
  },

  // Support (issue 16 item 3, ADR 0049).
  'GET /api/support/contact': { rule: 'public', request: get('/api/support/contact') },
  'POST /api/support/photos': signedIn(async (ctx) => ({
    path: '/api/support/photos',
    rawBody: await ctx.photo(),
    headers: { 'content-type': 'image/jpeg' },
  })),
  'POST /api/support/tickets': {
    rule: 'owner',
    object: 'order',
    why: 'help with an order: only the order’s customer may open a ticket about it',
    request: (_ctx, call) => ({
      path: '/api/support/tickets',
      body: { orderId: id(call), reason: 'late_delivery', message: 'Matrix: it came late.' },
    }),
  },
  'POST /api/support/bugs': signedIn(() => ({
    path: '/api/support/bugs',
    body: {
      title: 'Matrix bug',
      priority: 'low',
      description: 'Matrix: something broke.',
      device: { appVersion: '0.1.0', userAgent: 'matrix', viewport: '360x740', language: 'en' },
    },
  })),
  'GET /api/support/tickets': signedIn(get('/api/support/tickets')),
  'GET /api/support/tickets/:id': {
    rule: 'owner',
    object: 'supportTicket',
    request: (_ctx, call) => ({ path: `/api/support/tickets/${id(call)}` }),
  },
  'POST /api/support/tickets/:id/messages': {
    rule: 'owner',
    object: 'supportTicket',
    request: (_ctx, call) => ({
      path: `/api/support/tickets/${id(call)}/messages`,
      body: { message: 'More' },
    }),
  },
  'GET /api/support/tickets/:id/messages/:messageId/photo': {
    rule: 'owner',
    object: 'supportTicket',
    why: 'a customer’s photo is private: B’s own ticket only (admins read it through the admin route)',
    request: (_ctx, call) => ({
      path: `/api/support/tickets/${id(call)}/messages/${must(call.object?.messageId, 'message')}/photo`,
    }),
  },
  'GET /api/admin/support/tickets': { rule: 'admin', request: get('/api/admin/support/tickets?status=open') },
  'GET /api/admin/support/tickets/:id': {
    rule: 'admin',
    object: 'supportTicket',
    request: (_ctx, call) => ({ path: `/api/admin/support/tickets/${id(call)}` }),
  },
  'POST /api/admin/support/tickets/:id/messages': {
    rule: 'admin',
    object: 'supportTicket',
    why: 'an answer to B’s ticket: it notifies B, and only an admin may give it',
    request: (_ctx, call) => ({
      path: `/api/admin/support/tickets/${id(call)}/messages`,
      body: { message: 'Matrix answer' },
    }),
  },
  'POST /api/admin/support/tickets/:id/resolve': {
    rule: 'admin',
    object: 'supportTicket',
    request: (_ctx, call) => ({ path: `/api/admin/support/tickets/${id(call)}/resolve`, body: {} }),
  },
  'GET /api/admin/support/tickets/:id/messages/:messageId/photo': {
    rule: 'admin',
    object: 'supportTicket',
    request: (_ctx, call) => ({
      path: `/api/admin/support/tickets/${id(call)}/messages/${must(call.object?.messageId, 'message')}/photo`,
    }),
  },

  'GET /api/notifications': signedIn(get('/api/notifications')),
  'POST /api/notifications/read-all': signedIn(get('/api/notifications/read-all')),
  'POST /api/notifications/:id/read': {
    rule: 'owner',
    object: 'notification',
    request: (_ctx, call) => ({ path: `/api/notifications/${id(call)}/read` }),
  },

  'GET /api/push/vapid-public-key': {
    rule: 'public',
    why: 'the VAPID public key is public by design',
    request: get('/api/push/vapid-public-key'),
  },
  'GET /api/push/subscriptions': signedIn(get('/api/push/subscriptions')),
  'POST /api/push/subscriptions': {
    rule: 'signed-in',
    request: (ctx) => ({ path: '/api/push/subscriptions', body: ctx.pushSubscription() }),
    why: 'a known endpoint is never moved to another account: without its keys (the browser’s secret) it is refused',
    probes: [
      {
        object: 'pushSubscription',
        answers: [409],
        request: (ctx, call) => ({
          path: '/api/push/subscriptions',
          body: { ...ctx.pushSubscription(), endpoint: must(call.object?.endpoint, 'endpoint') },
        }),
      },
    ],
  },
  'DELETE /api/push/subscriptions/:id': {
    rule: 'owner',
    object: 'pushSubscription',
    request: (_ctx, call) => ({ path: `/api/push/subscriptions/${id(call)}` }),
  },
  'POST /api/push/test': signedIn(async (ctx, call) => {
    if (call.caller) await ctx.clearPushSubscriptions(call.caller);
    return { path: '/api/push/test' };
  }),

  'GET /api/favorites': signedIn(get('/api/favorites')),
  'GET /api/favorites/ids': signedIn(get('/api/favorites/ids')),
  'PUT /api/favorites/:productId': {
    rule: 'own-data',
    object: 'favourite',
    request: (_ctx, call) => ({ path: `/api/favorites/${id(call)}` }),
  },
  'DELETE /api/favorites/:productId': {
    rule: 'own-data',
    object: 'favourite',
    request: (_ctx, call) => ({ path: `/api/favorites/${id(call)}` }),
  },
  'GET /api/me/recently-viewed': signedIn(get('/api/me/recently-viewed')),
  'POST /api/me/recently-viewed': signedIn((ctx) => ({
    path: '/api/me/recently-viewed',
    body: { productId: ctx.productId },
  })),

  // The catalogue needs sign-in (spec §1: every shop page is behind sign-in).
  'GET /api/categories': signedIn(get('/api/categories')),
  'GET /api/categories/:slug': signedIn((ctx) => ({ path: `/api/categories/${ctx.categorySlug}` })),
  'GET /api/products': signedIn(get('/api/products')),
  'GET /api/products/:id': signedIn((ctx) => ({ path: `/api/products/${ctx.productId}` })),
  'GET /api/home': signedIn(get('/api/home')),
  'GET /api/me/frequently-bought': signedIn(get('/api/me/frequently-bought')),
  'GET /api/me/previously-bought': signedIn(get('/api/me/previously-bought')),
  'GET /api/search/suggestions': signedIn(get('/api/search/suggestions?q=rice')),

  'GET /api/dev/outbox': { rule: 'dev-only', request: get('/api/dev/outbox') },
  'GET /dev/outbox': { rule: 'dev-only', request: get('/dev/outbox') },
  'POST /api/dev/refunds/run': { rule: 'dev-only', request: () => ({ path: '/api/dev/refunds/run' }) },
  'POST /api/dev/privacy/run': { rule: 'dev-only', request: () => ({ path: '/api/dev/privacy/run' }) },
  'POST /api/dev/subscriptions/run': {
    rule: 'dev-only',
    // A day nothing is due on: the matrix checks who may call it, not what the run does to other tests' plans.
    request: () => ({ path: '/api/dev/subscriptions/run', body: { date: '2099-01-01' } }),
  },

  // The spec's server functions (§7).
  'POST /functions/v1/get-google-maps-token': signedIn(() => ({
    path: '/functions/v1/get-google-maps-token',
    body: {},
  })),
  'POST /functions/v1/google-reverse-geocode': signedIn(() => ({
    path: '/functions/v1/google-reverse-geocode',
    body: { lat: 12.9721, lng: 77.6405 },
  })),
  'POST /functions/v1/send-order-notifications': {
    rule: 'owner-or-admin',
    object: 'order',
    why: 'the order in the body decides the recipient; the body’s user_id is never trusted',
    request: (_ctx, call) => ({
      path: '/functions/v1/send-order-notifications',
      body: { order_id: id(call), user_id: call.caller?.userId, status: 'confirmed' },
    }),
  },
  'POST /functions/v1/process-immediate-subscription': ownerPlan((call) => ({
    path: '/functions/v1/process-immediate-subscription',
    body: { subscription_id: id(call) },
  })),
  'POST /functions/v1/hardware-sync': signedIn(
    (ctx) => ({
      path: '/functions/v1/hardware-sync',
      body: {
        onesignal_player_id: `player-${ctx.unique()}`,
        device_info: { platform: 'android', userAgent: 'Tokri/1.0', timestamp: Date.now() },
      },
    }),
    'a player id is no secret: one registered to another account is refused (409) and left with its owner (ADR 0072)',
  ),

  // The rider app (issue 14, ADR 0038): a rider's own offers and orders; others are refused before any lookup.
  'GET /api/rider/home': { rule: 'rider-only', request: get('/api/rider/home') },
  'PUT /api/rider/online': {
    rule: 'rider-only',
    why: 'offline, so no matrix order is offered to the demo rider (an offer would show them its id)',
    request: async (ctx, call) => {
      // A rider carrying an order may not go offline (RIDER_HAS_ACTIVE_ORDER): the matrix's earlier ones are done.
      if (call.actor === 'rider') await ctx.finishRiderOrders();
      return { path: '/api/rider/online', body: { online: false } };
    },
  },
  'POST /api/rider/offers/:offerId/accept': {
    rule: 'rider-only',
    request: async (ctx, call) => ({
      path: `/api/rider/offers/${call.actor === 'rider' ? await ctx.riderScene('offer') : NO_ADDRESS}/accept`,
    }),
  },
  'POST /api/rider/offers/:offerId/decline': {
    rule: 'rider-only',
    request: async (ctx, call) => ({
      path: `/api/rider/offers/${call.actor === 'rider' ? await ctx.riderScene('offer') : NO_ADDRESS}/decline`,
    }),
  },
  'POST /api/rider/orders/:orderId/status': {
    rule: 'rider-only',
    request: async (ctx, call) => ({
      path: `/api/rider/orders/${call.actor === 'rider' ? await ctx.riderScene('order') : NO_ADDRESS}/status`,
      body: { status: 'picked_up' },
    }),
  },

  'ALL /api/*': { rule: 'not-found', request: get('/api/no-such-route') },
  // An unknown function is the same JSON 404 (issue 32), not the web app's shell.
  'ALL /functions/v1/*': { rule: 'signed-in-not-found', request: get('/functions/v1/no-such-function') },
  // The matrix serves a built web app, as production does: any other GET is the app's shell.
  'GET /*': { rule: 'web-app', request: get('/orders/some-order') },

  // The sandbox gateway's pages have no app session: the owner row is B's browser holding the page token,
  // everyone else knows the gateway order id and brings a genuine token of a payment of their own.
  'GET /sandbox-gateway/checkout/:orderId': {
    rule: 'sandbox-page',
    object: 'payment',
    request: async (ctx, call) => {
      const token = await pageTokenFor(ctx, call);
      return {
        path: `/sandbox-gateway/checkout/${id(call)}?${new URLSearchParams({ callback: '/checkout/payment', ...(token ? { token } : {}) })}`,
        ...(call.actor === 'owner' ? { token: null } : {}),
      };
    },
  },
  'POST /sandbox-gateway/checkout/:orderId/approve': {
    rule: 'sandbox-page',
    object: 'payment',
    request: async (ctx, call) => sandboxDecision(id(call), 'approve', await pageTokenFor(ctx, call), call),
    settle: (ctx, call) => ctx.paymentSettled(id(call)),
  },
  'POST /sandbox-gateway/checkout/:orderId/decline': {
    rule: 'sandbox-page',
    object: 'payment',
    request: async (ctx, call) => sandboxDecision(id(call), 'decline', await pageTokenFor(ctx, call), call),
    settle: (ctx, call) => ctx.paymentSettled(id(call)),
  },
};
