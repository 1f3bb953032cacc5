import { describe, expect, it } from 'vitest';
import { pushSubscriptionSchema } from './push-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

describe('a Web Push subscription', () => {
  it('when a browser sends an https endpoint and its keys, then it is accepted as sent', () => {
    expect(pushSubscriptionSchema.parse(subscription)).toEqual(subscription);
  });

  it('when the endpoint is plain http, then INVALID_FIELD on endpoint', () => {
    expect(
      issuesOf(pushSubscriptionSchema, { ...subscription, endpoint: 'http://push.example.com/send/1' }),
    ).toEqual(['endpoint: INVALID_FIELD']);
  });

  it.each([
    ['a javascript: endpoint', 'javascript:alert(1)'],
    ['an endpoint that is not a URL', 'push.example.com'],
    ['no endpoint', undefined],
  ])('when it has %s, then endpoint is refused', (_, endpoint) => {
    expect(new Set(pathsOf(pushSubscriptionSchema, { ...subscription, endpoint }))).toEqual(
      new Set(['endpoint']),
    );
  });

  it('when the endpoint has 2048 characters, then it is accepted; 2049 (past what the unique index can hold) are refused', () => {
    const base = 'https://fcm.googleapis.com/fcm/send/';
    const endpointOf = (length: number) => `${base}${'t'.repeat(length - base.length)}`;
    expect(pathsOf(pushSubscriptionSchema, { ...subscription, endpoint: endpointOf(2048) })).toEqual([]);
    expect(pathsOf(pushSubscriptionSchema, { ...subscription, endpoint: endpointOf(2049) })).toEqual([
      'endpoint',
    ]);
  });

  it.each([
    ['a letter outside ASCII (a browser sends it percent-encoded)', 'https://fcm.googleapis.com/fcm/send/ü'],
    ['a Devanagari path', 'https://fcm.googleapis.com/fcm/send/टोकन'],
    ['a space', 'https://fcm.googleapis.com/fcm/send/a b'],
  ])('when the endpoint holds %s, then endpoint is refused', (_, endpoint) => {
    expect(pathsOf(pushSubscriptionSchema, { ...subscription, endpoint })).toEqual(['endpoint']);
  });

  it.each([
    ['p256dh', 20, true],
    ['p256dh', 200, true],
    ['p256dh', 19, false],
    ['p256dh', 201, false],
    ['auth', 8, true],
    ['auth', 100, true],
    ['auth', 7, false],
    ['auth', 101, false],
  ])('when the %s key has %i characters, then accepted is %s', (key, length, accepted) => {
    const keys = { ...subscription.keys, [key]: 'k'.repeat(length) };
    expect(pathsOf(pushSubscriptionSchema, { ...subscription, keys })).toEqual(
      accepted ? [] : [`keys.${key}`],
    );
  });
});
