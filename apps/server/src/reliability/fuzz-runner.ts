import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import type { FuzzActor, FuzzIds, FuzzRequest } from './fuzz-requests.js';
import { SERVICEABLE_ADDRESS } from './serviceable-address.js';

/**
 * Setting up and sending a fuzz run against a running server at `baseUrl`: used by the standing fuzz test and by
 * `bench/reliability` (the same requests, many more of them).
 */
type SignedIn = Exclude<FuzzActor, 'signedOut'>;

/**
 * The push service fuzz customers subscribe to: allow it with PUSH_ALLOWED_HOSTS. `.invalid` never resolves
 * (RFC 6761), so a fuzzed "send a test push" never leaves the machine.
 */
export const FUZZ_PUSH_HOST = 'push.invalid';

const ADDRESS = SERVICEABLE_ADDRESS;

export interface FuzzOutcome {
  request: FuzzRequest;
  /** HTTP status, or -1 when the connection was cut without an answer. */
  status: number;
  text: string;
  ms: number;
}

async function call(baseUrl: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: set-up reads the API's JSON answers
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: json };
}

/** Signs up and opens the link the outbox got (ADR 0072): answers the confirmation, with the session. */
async function signUpThroughLink(
  baseUrl: string,
  db: Queryable,
  body: { identifier: string; password: string; fullName: string },
) {
  const asked = await call(baseUrl, '/api/auth/sign-up', body);
  if (asked.status !== 202) return asked;
  const { rows } = await db.query<{ body_text: string }>(
    `select body_text from outbox_messages where recipient = $1 and template = 'sign_up_confirm'
      order by created_at desc limit 1`,
    [body.identifier],
  );
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(rows[0]?.body_text ?? '')?.[1];
  return call(baseUrl, '/api/auth/sign-up/confirm', { token });
}

/** The signed-in actors of a fuzz run; a fuzzed sign-out or password change can end a session: renew() signs in again. */
export class FuzzSessions {
  readonly tokens: Record<SignedIn, string> = { customer: '', admin: '' };
  private readonly accounts: Record<SignedIn, { identifier: string; password: string }>;
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly baseUrl: string,
    customer: { identifier: string; password: string },
  ) {
    this.accounts = { customer, admin: { identifier: DEMO_ACCOUNTS[1].email, password: DEMO_PASSWORD } };
  }

  private async signIn(actor: SignedIn) {
    const response = await call(this.baseUrl, '/api/auth/sign-in', this.accounts[actor]);
    if (response.status !== 200)
      throw new Error(`sign-in as ${actor} failed: ${JSON.stringify(response.body)}`);
    this.tokens[actor] = response.body.accessToken;
  }

  async start() {
    await this.signIn('customer');
    await this.signIn('admin');
  }

  renew(): Promise<void> {
    this.renewing ??= (async () => {
      for (const actor of ['customer', 'admin'] as const) {
        const me = await call(this.baseUrl, '/api/profile', undefined, this.tokens[actor]);
        if (me.status === 401) await this.signIn(actor);
      }
    })().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }
}

/**
 * Two customers with an order, a cart, an address, a push subscription and a device each (real rows whose ids
 * the fuzz puts in paths); returns the first ("own") customer's sign-in. The product gets plenty of stock.
 */
export async function setUpFuzzShop(baseUrl: string, db: Queryable) {
  const { rows } = await db.query<{ id: string }>(
    'select id from products where is_active order by name limit 1',
  );
  const productId = rows[0]?.id;
  if (!productId) throw new Error('no active product: seed the demo catalogue first');
  // A count set by hand: the product stops being stocked in dated lots (ADR 0046), so all of it is sellable.
  await db.query('delete from stock_lots where product_id = $1', [productId]);
  await db.query('update products set stock_quantity = 100000 where id = $1', [productId]);
  const accounts: { identifier: string; password: string }[] = [];
  for (const name of ['own', 'other']) {
    const identifier = `fuzz-${name}-${randomBytes(4).toString('hex')}@example.in`;
    const password = `Tokri-${randomBytes(6).toString('hex')}-Kettle!9`;
    // Sign-up completes through the link the outbox got (ADR 0072).
    const signUp = await signUpThroughLink(baseUrl, db, { identifier, password, fullName: `Fuzz ${name}` });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const token = signUp.body.accessToken as string;
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 400) throw new Error(`${path} failed: ${response.status} ${text}`);
    };
    await post('/api/cart/items', { productId, variantId: null, quantity: 3 });
    await post(
      '/api/checkout',
      { address: ADDRESS, paymentMethod: 'cod' },
      { 'idempotency-key': `fuzz-${randomBytes(8).toString('hex')}` },
    );
    await post('/api/cart/items', { productId, variantId: null, quantity: 1 });
    await post('/api/addresses', { ...ADDRESS, label: 'home' });
    await post('/api/push/subscriptions', {
      endpoint: `https://${FUZZ_PUSH_HOST}/send/${name}-${randomBytes(6).toString('hex')}`,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });
    await post('/functions/v1/hardware-sync', {
      onesignal_player_id: `player-${name}-${randomBytes(4).toString('hex')}`,
      device_info: { platform: 'android', userAgent: 'Tokri shell', timestamp: Date.now() },
    });
    accounts.push({ identifier, password });
  }
  return accounts[0]!;
}

/** A few ids from every table keyed by uuid (own and others' rows alike), and the catalogue's slugs. */
export async function collectFuzzIds(db: Queryable): Promise<FuzzIds> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`,
  );
  const uuids = new Set<string>(['00000000-0000-0000-0000-000000000000']);
  for (const { table_name } of tables) {
    const { rows } = await db.query<{ id: string }>(
      `select id::text as id from "${table_name}" order by random() limit 4`,
    );
    for (const row of rows) uuids.add(row.id);
  }
  const names = new Set<string>();
  for (const sql of [
    'select slug as name from categories limit 4',
    'select tracking_id as name from orders where tracking_id is not null limit 4',
    'select id::text as name from sandbox_gateway_orders limit 4',
  ]) {
    try {
      const { rows } = await db.query<{ name: string }>(sql);
      for (const row of rows) names.add(row.name);
    } catch {
      // a table or column this version does not have
    }
  }
  return { uuids: [...uuids], names: [...names] };
}

/** Sends every request, `concurrency` at a time, as its actor; renews sessions a fuzzed request ended. */
export async function runFuzz(
  baseUrl: string,
  requests: readonly FuzzRequest[],
  sessions: FuzzSessions,
  concurrency: number,
): Promise<FuzzOutcome[]> {
  const outcomes: FuzzOutcome[] = [];
  let next = 0;
  const send = async (request: FuzzRequest): Promise<FuzzOutcome> => {
    const headers = { ...request.headers };
    if (request.actor !== 'signedOut') headers.authorization = `Bearer ${sessions.tokens[request.actor]}`;
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        redirect: 'manual',
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      if (response.status === 401 && request.actor !== 'signedOut') await sessions.renew();
      return { request, status: response.status, text, ms };
    } catch (error) {
      return { request, status: -1, text: String(error), ms: performance.now() - started };
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) outcomes.push(await send(requests[next++]!));
    }),
  );
  return outcomes;
}

/** The outcomes that fail a run: 5xx, cut connections (other than for an oversized body), untranslated errors. */
export function failedOutcomes(outcomes: readonly FuzzOutcome[]) {
  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
  const cut = outcomes.filter(
    (outcome) => outcome.status === -1 && Buffer.byteLength(outcome.request.body ?? '') <= 64 * 1024,
  );
  const untranslated = outcomes.filter((outcome) => {
    if (outcome.status < 400 || outcome.status >= 500) return false;
    if (!outcome.request.path.startsWith('/api/') && !outcome.request.path.startsWith('/functions/'))
      return false;
    try {
      const error = JSON.parse(outcome.text).error;
      return !(typeof error?.code === 'string' && typeof error?.message === 'string' && error.message);
    } catch {
      return true;
    }
  });
  return { serverErrors, cut, untranslated };
}

export function describeOutcome({ request, status, text }: FuzzOutcome): string {
  const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body.slice(0, 200))}`;
  return `${status} ${request.method} ${request.path.slice(0, 200)} as ${request.actor} (${request.kind})${body} -> ${text.slice(0, 200)}`;
}

export function statusCounts(outcomes: readonly FuzzOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome.status] = (counts[outcome.status] ?? 0) + 1;
  return counts;
}
