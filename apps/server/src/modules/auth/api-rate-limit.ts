import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/database.js';
import { createFixedWindowLimit, ipBucket } from './fixed-window-limit.js';

export interface ApiRateLimitSettings {
  /** Requests one signed-in user may send per window. */
  perUser: number;
  /** Signed-out requests (or requests with a token that does not verify) one address may send per window. */
  perIp: number;
  windowSeconds: number;
}

/**
 * Whom a request counts against: the signed-in user, or, signed out, the caller's address. Signed-in requests are
 * never counted per address: behind a carrier's NAT thousands of shoppers share one IPv4 address (ADR 0018).
 */
export type RateLimitSubject = { userId: string } | { ip: string };

/** What the `RateLimit-*` headers say, and whether this request may go on. */
export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again (at least 1). */
  resetSeconds: number;
  /** `limit;w=window`, for `RateLimit-Policy`. */
  policy: string;
}

interface WindowCounter {
  /** Counts one request under `key` and answers the count in the window including it. */
  hit(key: string, limit: number): Promise<{ hits: number; resetSeconds: number }>;
}

/**
 * PGlite serves one process and runs one transaction at a time, so a write per request would queue behind every
 * checkout: its counters live in this process's memory (rate-limiter-flexible), which is all there is to share.
 */
function memoryCounter(windowSeconds: number): WindowCounter {
  const limiters = new Map<number, RateLimiterMemory>();
  return {
    async hit(key, limit) {
      let limiter = limiters.get(limit);
      if (!limiter) {
        limiter = new RateLimiterMemory({ points: limit, duration: windowSeconds });
        limiters.set(limit, limiter);
      }
      const res = await limiter.consume(key).catch((refused: unknown) => {
        if (refused instanceof RateLimiterRes) return refused;
        throw refused;
      });
      return { hits: res.consumedPoints, resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    },
  };
}

/** On a PostgreSQL server every instance counts in one table, with one statement per request (ADR 0063). */
function postgresCounter(db: Database, windowSeconds: number): WindowCounter {
  const windows = createFixedWindowLimit(db);
  return {
    async hit(key, limit) {
      const { hits, retryAfter } = await windows.hit(key, { limit, windowSeconds });
      return { hits, resetSeconds: retryAfter };
    },
  };
}

/** The general API rate limit (issue 19 item 4): fixed windows per user, and per address when signed out. */
export function createApiRateLimit(db: Database, settings: ApiRateLimitSettings) {
  const counter =
    db.engine === 'postgres'
      ? postgresCounter(db, settings.windowSeconds)
      : memoryCounter(settings.windowSeconds);
  return {
    async count(subject: RateLimitSubject): Promise<RateLimitVerdict> {
      const [key, limit] =
        'userId' in subject
          ? [`api:user:${subject.userId}`, settings.perUser]
          : [`api:ip:${ipBucket(subject.ip)}`, settings.perIp];
      const { hits, resetSeconds } = await counter.hit(key, limit);
      return {
        allowed: hits <= limit,
        limit,
        remaining: Math.max(0, limit - hits),
        resetSeconds,
        policy: `${limit};w=${settings.windowSeconds}`,
      };
    },
  };
}

export type ApiRateLimit = ReturnType<typeof createApiRateLimit>;
