import { randomInt } from 'node:crypto';
import { makeReferralCode } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/** The customer's referral code, made the first time it is asked for; a clash of random codes is retried. */
export async function ensureReferralCode(db: Queryable, userId: string): Promise<string> {
  for (;;) {
    const { rows } = await db.query<{ code: string }>(
      `with made as (
         insert into referral_codes (user_id, code) values ($1, $2)
         on conflict do nothing returning code)
       select code from made
       union all
       select code from referral_codes where user_id = $1`,
      [userId, makeReferralCode(randomInt)],
    );
    // A code taken by someone else leaves both selects empty for this user: try another.
    if (rows[0]) return rows[0].code;
  }
}

/** Whose code this is, or null. */
export async function referrerOfCode(db: Queryable, code: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from referral_codes where code = $1', [
    code,
  ]);
  return rows[0]?.user_id ?? null;
}
