import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { createFixedWindowLimit, ipBucket, type RateLimitRule } from './fixed-window-limit.js';
import { noSignInChallenge, type SignInChallenge } from './sign-in-challenge.js';

export type { RateLimitRule } from './fixed-window-limit.js';

export interface SignInPolicy {
  /** Failures one account may have from one IP (or one known device) before each next try must wait. */
  freeFailuresPerPair: number;
  /** The longest wait between tries; the wait doubles up to it. */
  maxDelaySeconds: number;
  /** Failures from one IP across all accounts (a password-spraying guard): over it, the challenge is asked. */
  perIp: RateLimitRule;
  /** Failures on one account from devices it has never signed in on (NIST 800-63B §5.2.2: at most 100). */
  perAccountFromUnknownDevices: RateLimitRule;
}

/** Who is trying: the account (normalised email or phone, or a user id), the IP, and a known device if any. */
export interface Attempt {
  account: string;
  ip: string;
  /** The device id from a valid device cookie for this account; null for a device never seen on it. */
  deviceId: string | null;
  /** The client's answer to the over-the-limit challenge (header `X-Sign-In-Challenge`), if any. */
  challengeResponse?: string | null;
}

const FORGET_PAIR_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Sign-in throttling that a stranger cannot turn against the owner (OWASP ASVS 6.3, "device cookies"):
 * - each account + IP pair (or account + known device) gets a few free failures, then a doubling delay;
 *   the owner on another network or on their own device is not slowed by someone else's guesses;
 * - an account with too many failures from unknown devices refuses unknown devices only;
 * - an IP with too many failures across accounts is never a hard block (ADR 0072): shared mobile-carrier IPs are
 *   the norm in India, and thirty guesses at made-up accounts must not lock out everyone behind one. Over the
 *   limit each attempt must pass the challenge hook (proof of work or CAPTCHA, none by default), a wrong
 *   password is refused with the wait, and only a correct one gets through.
 * State lives in PostgreSQL, so the limits hold across instances.
 */
export function createSignInRateLimit(
  db: Queryable,
  policy: SignInPolicy,
  challenge: SignInChallenge = noSignInChallenge,
) {
  const windows = createFixedWindowLimit(db);
  const pairKey = (attempt: Attempt) =>
    attempt.deviceId
      ? `signin:device:${attempt.account}:${attempt.deviceId}`
      : `signin:pair:${attempt.account}:${ipBucket(attempt.ip)}`;
  const ipKey = (attempt: Attempt) => `signin:ip:${ipBucket(attempt.ip)}`;
  const accountKey = (attempt: Attempt) => `signin:unknown-devices:${attempt.account}`;

  /** Seconds the pair must still wait before its next try (0 when it may try now). */
  async function pairWait(attempt: Attempt): Promise<number> {
    const { rows } = await db.query<{ failures: number; since: number }>(
      `select failures, extract(epoch from tokri_now() - last_failure_at)::float8 as since
         from sign_in_throttles where key = $1`,
      [pairKey(attempt)],
    );
    const row = rows[0];
    if (!row || row.since > FORGET_PAIR_AFTER_SECONDS) return 0;
    return Math.max(0, Math.ceil(delayAfter(row.failures, policy) - row.since));
  }

  const tooMany = (retryAfterSeconds: number) =>
    retryAfterSeconds < 120
      ? new DomainError('AUTH_SIGN_IN_DELAYED', { params: { seconds: retryAfterSeconds }, retryAfterSeconds })
      : new DomainError('AUTH_TOO_MANY_ATTEMPTS', {
          params: { minutes: Math.ceil(retryAfterSeconds / 60) },
          retryAfterSeconds,
        });

  return {
    /**
     * Throws (too many attempts, with the wait) when this attempt may not be made now. Returns whether the IP is
     * over its limit: the attempt then goes on only past the challenge, and only a correct password gets through
     * (see `refuseFailureOverIpLimit`).
     */
    async assertAllowed(attempt: Attempt): Promise<{ ipOverLimit: boolean }> {
      const wait = await pairWait(attempt);
      if (wait > 0) throw tooMany(wait);
      if (!attempt.deviceId) {
        const account = await windows.current(accountKey(attempt), policy.perAccountFromUnknownDevices);
        if (account && account.hits >= policy.perAccountFromUnknownDevices.limit) {
          throw tooMany(account.retryAfter);
        }
      }
      const ip = await windows.current(ipKey(attempt), policy.perIp);
      const ipOverLimit = Boolean(ip && ip.hits >= policy.perIp.limit);
      if (ipOverLimit && !(await challenge.passed(attempt, attempt.challengeResponse ?? null))) {
        throw tooMany(ip!.retryAfter);
      }
      return { ipOverLimit };
    },

    /** Records a wrong password against the pair, the IP and (for unknown devices) the account. */
    async recordFailure(attempt: Attempt) {
      await db.query(
        `insert into sign_in_throttles as t (key, failures, last_failure_at) values ($1, 1, tokri_now())
         on conflict (key) do update set
           failures = case when t.last_failure_at < tokri_now() - make_interval(secs => $2) then 1 else t.failures + 1 end,
           last_failure_at = tokri_now()`,
        [pairKey(attempt), FORGET_PAIR_AFTER_SECONDS],
      );
      await windows.hit(ipKey(attempt), policy.perIp);
      if (!attempt.deviceId) await windows.hit(accountKey(attempt), policy.perAccountFromUnknownDevices);
    },

    /** The wait the pair now has, as a too-many-attempts error (a wrong password from an IP over its limit). */
    async refuseFailureOverIpLimit(attempt: Attempt): Promise<DomainError> {
      const ip = await windows.current(ipKey(attempt), policy.perIp);
      return tooMany(Math.max(await pairWait(attempt), ip?.retryAfter ?? 1));
    },

    /** A correct password: the pair starts afresh, and so do the account's unknown-device failures. */
    async recordSuccess(attempt: Attempt) {
      await db.query('delete from sign_in_throttles where key = $1', [pairKey(attempt)]);
      await windows.clear(accountKey(attempt));
    },
  };
}

/** Seconds to wait after `failures` consecutive failures: none for the free ones, then 2, 4, 8 … up to the cap. */
export function delayAfter(
  failures: number,
  policy: Pick<SignInPolicy, 'freeFailuresPerPair' | 'maxDelaySeconds'>,
) {
  if (failures < policy.freeFailuresPerPair) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.freeFailuresPerPair + 1));
}

export type SignInRateLimit = ReturnType<typeof createSignInRateLimit>;
