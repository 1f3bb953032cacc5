import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'tokri_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * OWASP "device cookies": after a correct password the browser gets `<nonce>.<mac>`, where the MAC binds the
 * nonce to the account it signed in to. A later sign-in to that account carrying the cookie comes from a known
 * device and is throttled on its own, apart from strangers guessing at the account. Nothing is stored: the
 * signing secret alone verifies it, on every instance.
 */
export function createDeviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('tokri device cookie v1').digest();
  const mac = (account: string, nonce: string) =>
    createHmac('sha256', key).update(`${account}\n${nonce}`).digest('base64url');

  return {
    issue(account: string): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${mac(account, nonce)}`;
    },
    /** The device id when the cookie is genuine and was issued for this account, else null. */
    deviceIdFor(account: string, cookie: string | undefined | null): string | null {
      const match = cookie ? /^([\w-]{22})\.([\w-]{43})$/.exec(cookie) : null;
      if (!match) return null;
      const expected = Buffer.from(mac(account, match[1]!));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
