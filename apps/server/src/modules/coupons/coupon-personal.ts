import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/**
 * A personal coupon (issue 16 item 4, ADR 0050): a flat discount only `userId` may use, once, on their first
 * order. It is an ordinary `coupons` row with `restricted_to_user_id`, so checkout's limits, the offers list
 * and the coupon stats treat it like any other; only its owner can see or apply it.
 */
export interface PersonalCoupon {
  userId: string;
  /** Code prefix, e.g. "WELCOME"; a random tail makes it unique. */
  prefix: string;
  description: string;
  valuePaise: number;
  minOrderPaise: number;
}

const TAIL_LENGTH = 8;

function randomTail(): string {
  let tail = '';
  for (let i = 0; i < TAIL_LENGTH; i += 1)
    tail += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return tail;
}

/** Creates the coupon and answers its id and code. A clash of the random tail (31^8) is retried. */
export async function issuePersonalCoupon(
  tx: Queryable,
  coupon: PersonalCoupon,
): Promise<{ id: string; code: string }> {
  for (;;) {
    const code = `${coupon.prefix}${randomTail()}`;
    const { rows } = await tx.query<{ id: string }>(
      `insert into coupons (code, description, kind, value, min_order_paise, usage_limit, per_user_limit,
                            first_order_only, restricted_to_user_id)
       values ($1, $2, 'flat', $3, $4, 1, 1, true, $5)
       on conflict (code) do nothing returning id`,
      [code, coupon.description, coupon.valuePaise, coupon.minOrderPaise, coupon.userId],
    );
    if (rows[0]) return { id: rows[0].id, code };
  }
}
