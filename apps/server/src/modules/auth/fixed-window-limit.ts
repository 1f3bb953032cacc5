import type { Queryable } from '../../db/database.js';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface WindowCount {
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Fixed-window counters kept in PostgreSQL (`rate_limit_counters`), so a limit holds across server instances
 * and restarts.
 */
export function createFixedWindowLimit(db: Queryable) {
  return {
    /** The hits in the key's current window, or null when it has none. */
    async current(key: string, rule: RateLimitRule): Promise<WindowCount | null> {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(
        `select hits, ceil(extract(epoch from window_started_at + make_interval(secs => $2) - tokri_now()))::int as retry_after
           from rate_limit_counters
          where key = $1 and window_started_at > tokri_now() - make_interval(secs => $2)`,
        [key, rule.windowSeconds],
      );
      const row = rows[0];
      return row ? { hits: row.hits, retryAfter: Math.max(1, row.retry_after) } : null;
    },

    /** Counts one hit and returns the count including it (one statement, so concurrent hits never share a count). */
    async hit(key: string, rule: RateLimitRule): Promise<WindowCount> {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(
        `insert into rate_limit_counters as r (key, window_started_at, hits) values ($1, tokri_now(), 1)
         on conflict (key) do update set
           hits = case when r.window_started_at <= tokri_now() - make_interval(secs => $2) then 1 else r.hits + 1 end,
           window_started_at = case when r.window_started_at <= tokri_now() - make_interval(secs => $2)
                                    then tokri_now() else r.window_started_at end
         returning hits,
                   ceil(extract(epoch from window_started_at + make_interval(secs => $2) - tokri_now()))::int as retry_after`,
        [key, rule.windowSeconds],
      );
      const row = rows[0]!;
      return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
    },

    /**
     * `hit` judged at the injected clock's `at` instead of the database's time: for a quota that is a business
     * rule (support photos per day, ADR 0072), so tests and time-travel runs move its day with the clock.
     */
    async hitAt(key: string, rule: RateLimitRule, at: Date): Promise<WindowCount> {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(
        `insert into rate_limit_counters as r (key, window_started_at, hits) values ($1, $3::timestamptz, 1)
         on conflict (key) do update set
           hits = case when r.window_started_at <= $3::timestamptz - make_interval(secs => $2) then 1 else r.hits + 1 end,
           window_started_at = case when r.window_started_at <= $3::timestamptz - make_interval(secs => $2)
                                    then $3::timestamptz else r.window_started_at end
         returning hits,
                   ceil(extract(epoch from window_started_at + make_interval(secs => $2) - $3::timestamptz))::int
                     as retry_after`,
        [key, rule.windowSeconds, at.toISOString()],
      );
      const row = rows[0]!;
      return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
    },

    async clear(key: string) {
      await db.query('delete from rate_limit_counters where key = $1', [key]);
    },
  };
}

export type FixedWindowLimit = ReturnType<typeof createFixedWindowLimit>;

/**
 * The part of an address that one person controls: an IPv4 address, or the /64 prefix of an IPv6 address
 * (a single subscriber usually gets a whole /64, so counting full IPv6 addresses would be trivial to dodge).
 */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
