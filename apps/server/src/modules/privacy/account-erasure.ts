import type { Database, Queryable } from '../../db/database.js';
import { type Eraser, type ErasureSubject, PERSONAL_DATA_TABLES } from './personal-data-tables.js';

/** Each registered eraser once, in the registry's order. */
const ERASERS: readonly Eraser[] = [
  ...new Set(PERSONAL_DATA_TABLES.flatMap((entry) => ('run' in entry.erasure ? [entry.erasure.run] : []))),
];

async function subjectOf(tx: Queryable, userId: string): Promise<ErasureSubject> {
  const { rows } = await tx.query<{
    email: string | null;
    phone: string | null;
    profile_phone: string | null;
  }>(
    `select u.email, u.phone, p.phone as profile_phone
       from users u left join profiles p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  const identifiers = [row?.email, row?.phone, row?.profile_phone].filter(
    (value): value is string => !!value,
  );
  return { userId, identifiers: [...new Set(identifiers)] };
}

/**
 * Erases one account in one transaction (ADR 0051): every registered table's eraser, then the request is marked
 * erased. A failure rolls the whole erasure back, so an account is never half erased.
 */
export async function eraseAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const subject = await subjectOf(tx, userId);
    for (const erase of ERASERS) await erase(tx, subject);
    await tx.query(
      'update account_deletion_requests set erased_at = tokri_now(), lease_until = null where user_id = $1',
      [userId],
    );
  });
}
