import type { Queryable } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so the limit holds across server instances and restarts.
 * Only failed attempts count; a successful sign-in clears the account's counter.
 */
export function createSignInRateLimit(db: Queryable, perAccount: RateLimitRule, perIp: RateLimitRule) {
  async function hitsIn(key: string, rule: RateLimitRule) {
    const { rows } = await db.query<{ hits: number; retry_after: number }>(
      `select hits, ceil(extract(epoch from window_started_at + make_interval(secs => $2) - now()))::int as retry_after
         from rate_limit_counters
        where key = $1 and window_started_at > now() - make_interval(secs => $2)`,
      [key, rule.windowSeconds],
    );
    return rows[0] ?? null;
  }

  async function record(key: string, rule: RateLimitRule) {
    await db.query(
      `insert into rate_limit_counters as r (key, window_started_at, hits) values ($1, now(), 1)
       on conflict (key) do update set
         hits = case when r.window_started_at <= now() - make_interval(secs => $2) then 1 else r.hits + 1 end,
         window_started_at = case when r.window_started_at <= now() - make_interval(secs => $2)
                                  then now() else r.window_started_at end`,
      [key, rule.windowSeconds],
    );
  }

  const accountKey = (account: string) => `signin:account:${account}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;

  return {
    /** Throws 429 when either the account or the IP has used up its attempts. */
    async assertAllowed(account: string, ip: string) {
      for (const [key, rule] of [
        [accountKey(account), perAccount],
        [ipKey(ip), perIp],
      ] as const) {
        const current = await hitsIn(key, rule);
        if (current && current.hits >= rule.limit) {
          const retryAfter = Math.max(1, current.retry_after);
          throw new AppError(
            'AUTH_TOO_MANY_ATTEMPTS',
            429,
            { minutes: Math.ceil(retryAfter / 60) },
            undefined,
            {
              'retry-after': String(retryAfter),
            },
          );
        }
      }
    },
    async recordFailure(account: string, ip: string) {
      await record(accountKey(account), perAccount);
      await record(ipKey(ip), perIp);
    },
    async clearAccount(account: string) {
      await db.query('delete from rate_limit_counters where key = $1', [accountKey(account)]);
    },
  };
}

export type SignInRateLimit = ReturnType<typeof createSignInRateLimit>;
