import fc from 'fast-check';
import type { RouteEntry } from './route-table.js';

/**
 * Malformed requests for every route of the running app, generated from a seed (fast-check), shared by the
 * standing fuzz test (`fuzz.test.ts`, in `npm test`) and the long run in `bench/reliability`. A request is
 * mostly plausible (real ids, field names the schemas use) with hostile parts mixed in, so it gets past
 * the first check often enough to reach services and the database.
 */
export type FuzzActor = 'signedOut' | 'customer' | 'admin';
export const FUZZ_ACTORS: readonly FuzzActor[] = ['signedOut', 'customer', 'admin'];

export interface FuzzIds {
  /** Real ids: the customer's own, another customer's, catalogue ids; every uuid-keyed table contributes. */
  uuids: string[];
  /** Other real path values: category slugs, gateway order ids, tracking ids. */
  names: string[];
}

export interface FuzzRequest {
  method: string;
  path: string;
  actor: FuzzActor;
  headers: Record<string, string>;
  /** Sent as is (already serialised); undefined for no body. */
  body?: string;
  /** What the generator did, for a failure message. */
  kind: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its three raw bytes: a
 * percent-escape that decodes to invalid UTF-8, as a hostile client would send it.
 */
export function encodeAny(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .reduce((encoded, part, index) => {
      const unit = (text.match(LONE_SURROGATE) ?? [])[index - 1]?.charCodeAt(0) ?? 0;
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return `${encoded}${bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')}${part}`;
    });
}

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
  '\u202e',
];

/** Text that has broken servers: control characters, lone surrogates, injections, huge and odd numbers. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '-0',
    '9'.repeat(400),
    "'; drop table users; --",
    '" or 1=1 --',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally
    '${jndi:ldap://127.0.0.1/a}',
    '{{7*7}}',
    '../../../../etc/passwd',
    '%00',
    '%',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'टमाटर',
    'టమాటా',
    '🍅'.repeat(300),
    'a'.repeat(5_000),
    'x'.repeat(70_000),
  ),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 }))
    .map(([a, b, c]) => a + b + c),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 30 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    0.5,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    1e-300,
    99_999_999_999,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const FIELD_NAMES = [
  'identifier',
  'password',
  'currentPassword',
  'newPassword',
  'fullName',
  'phone',
  'email',
  'dateOfBirth',
  'preferredLanguage',
  'pushNotifications',
  'refreshToken',
  'token',
  'productId',
  'variantId',
  'quantity',
  'address',
  'addressId',
  'contactName',
  'contactPhone',
  'house',
  'street',
  'area',
  'landmark',
  'city',
  'state',
  'pincode',
  'lat',
  'lng',
  'label',
  'isDefault',
  'paymentMethod',
  'coupon',
  'couponCode',
  'code',
  'status',
  'reason',
  'note',
  'endpoint',
  'keys',
  'p256dh',
  'auth',
  'onesignal_player_id',
  'device_info',
  'order_id',
  'orderId',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'event',
  'payload',
  'items',
  'type',
  'value',
  'upiId',
  'limit',
  'offset',
  'page',
  'pageSize',
  'q',
  'category',
  'sort',
  'minPrice',
  'maxPrice',
  'stock',
  'price',
  'topics',
  'lastEventId',
  'ids',
];
const POLLUTING_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'isAdmin',
  'roles',
];

const QUERY_NAMES = [
  'q',
  'limit',
  'offset',
  'page',
  'pageSize',
  'status',
  'category',
  'sort',
  'coupon',
  'productId',
  'variantId',
  'sinceMinutes',
  'lat',
  'lng',
  'pincode',
  'callback',
  'minPrice',
  'maxPrice',
  'cursor',
  'before',
  '__proto__',
];

function leafArbitrary(ids: FuzzIds) {
  const plausible = fc.constantFrom(
    'cod',
    'online',
    'upi',
    'card',
    '560038',
    '110001',
    'en',
    'hi',
    'te',
    'Bengaluru',
    'placed',
    'confirmed',
    'cancelled',
    'delivered',
    'WELCOME50',
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1:9443/x',
    'https://169.254.169.254/latest',
    '98765 43210',
    'shopper@example.in',
    '2000-01-01',
  );
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 3, arbitrary: fc.constantFrom(...ids.uuids, ...ids.names) },
    { weight: 2, arbitrary: plausible },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  );
}

function jsonValue(ids: FuzzIds) {
  const leaf = leafArbitrary(ids);
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...FIELD_NAMES) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTING_KEYS) },
    { weight: 1, arbitrary: hostileString.map((text) => text.slice(0, 40)) },
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: leaf },
      {
        weight: 1,
        arbitrary: fc.array(tie('value'), { maxLength: 4 }),
      },
      {
        weight: 2,
        arbitrary: fc
          .array(fc.tuple(key, tie('value')), { maxLength: 6 })
          .map((entries) => Object.fromEntries(entries)),
      },
    ),
  }));
  return value;
}

/** JSON text that does not come from JSON.stringify: broken syntax, pollution, depth, huge literals. */
const rawJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2,',
  'nul',
  '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"quantity":1e999}',
  '{"quantity":-1e999}',
  `{"quantity":${'9'.repeat(500)}}`,
  '{"fullName":"\\u0000"}',
  '{"fullName":"\\ud800"}',
  '{"a\\u0000":1}',
  '"just a string"',
  '12',
  'null',
  'true',
  '[]',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  '\ufeff{"identifier":"x"}',
  '{"identifier":"a","identifier":"b"}',
);

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----tokri',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

/** Fills a route's `:params` (and any `*`) with real ids mostly, hostile text sometimes. */
function pathArbitrary(route: RouteEntry, ids: FuzzIds) {
  const params = route.path.match(/:[A-Za-z_]+|\*/g) ?? [];
  const real = fc.constantFrom(...ids.uuids, ...ids.names);
  const hostile = hostileString.map((text) => text.slice(0, 300));
  return fc
    .tuple(...params.map(() => fc.oneof({ weight: 3, arbitrary: real }, { weight: 2, arbitrary: hostile })))
    .map((values) => {
      let index = 0;
      return route.path
        .replace(/:[A-Za-z_]+(\{[^}]*\})?\??|\*/g, () => encodeAny(values[index++] ?? ''))
        .replace(/\/+$/, '')
        .replace(/^$/, '/');
    });
}

function queryArbitrary(ids: FuzzIds) {
  return fc
    .array(fc.tuple(fc.constantFrom(...QUERY_NAMES), fc.oneof(leafArbitrary(ids), hostileString)), {
      maxLength: 4,
    })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([name, value]) => `${encodeAny(name)}=${encodeAny(String(value).slice(0, 2_000))}`).join('&')}`,
    );
}

const headerValue = fc.oneof(
  fc.constantFrom(
    '',
    'x'.repeat(300),
    'hi',
    'te',
    'xx-YY',
    '*',
    'en;q=abc',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

/** One malformed request for `route` as `actor`. */
export function requestArbitrary(
  route: RouteEntry,
  actor: FuzzActor,
  ids: FuzzIds,
): fc.Arbitrary<FuzzRequest> {
  const bodyKind = fc.constantFrom('json', 'json', 'json', 'raw', 'wrong-type', 'none');
  return fc
    .record({
      path: pathArbitrary(route, ids),
      query: queryArbitrary(ids),
      bodyKind,
      // `app.all(...)` routes answer any method: try the usual ones.
      method:
        route.method === 'ALL'
          ? fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE')
          : fc.constant(route.method),
      json: jsonValue(ids),
      raw: rawJson,
      contentType: fc.constantFrom(...WRONG_CONTENT_TYPES),
      idempotencyKey: fc.option(headerValue, { nil: undefined }),
      language: fc.option(headerValue, { nil: undefined }),
      badToken: fc.option(fc.constantFrom('Bearer x', 'Bearer ', 'Basic YTpi', 'Bearer a.b.c'), {
        nil: undefined,
      }),
    })
    .map((parts) => {
      const headers: Record<string, string> = {};
      let body: string | undefined;
      const sendsBody = parts.method !== 'GET' && parts.method !== 'HEAD';
      if (sendsBody && parts.bodyKind === 'json') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(parts.json) ?? 'null';
      } else if (sendsBody && parts.bodyKind === 'raw') {
        headers['content-type'] = 'application/json';
        body = parts.raw;
      } else if (sendsBody && parts.bodyKind === 'wrong-type') {
        headers['content-type'] = parts.contentType;
        body = parts.contentType.startsWith('application/x-www')
          ? 'identifier=a%00&password=b&__proto__[isAdmin]=1'
          : (JSON.stringify(parts.json) ?? 'x');
      }
      if (parts.idempotencyKey !== undefined) headers['idempotency-key'] = parts.idempotencyKey;
      if (parts.language !== undefined) headers['x-language'] = parts.language;
      if (actor === 'signedOut' && parts.badToken) headers.authorization = parts.badToken;
      return {
        method: parts.method,
        path: `${parts.path}${parts.query}`,
        actor,
        headers,
        ...(body === undefined ? {} : { body }),
        kind: sendsBody ? parts.bodyKind : 'query',
      };
    });
}

/**
 * `count` requests spread evenly over every route × actor (each pair gets its turn before any gets a second),
 * deterministic for a seed.
 */
export function generateFuzzRequests(
  routes: readonly RouteEntry[],
  ids: FuzzIds,
  count: number,
  seed: number,
): FuzzRequest[] {
  const pairs = routes.flatMap((route) => FUZZ_ACTORS.map((actor) => ({ route, actor })));
  const perPair = Math.ceil(count / pairs.length);
  const requests: FuzzRequest[] = [];
  pairs.forEach(({ route, actor }, index) => {
    requests.push(
      ...fc.sample(requestArbitrary(route, actor, ids), { seed: seed + index * 7919, numRuns: perPair }),
    );
  });
  // Interleave so routes and actors mix in time (concurrent requests then hit different routes).
  const mixed: FuzzRequest[] = [];
  for (let round = 0; round < perPair; round++)
    for (let pair = 0; pair < pairs.length; pair++) {
      const request = requests[pair * perPair + round];
      if (request) mixed.push(request);
    }
  return mixed;
}
