import { type AuthUser, isDeliveryPartnerEmail, isLanguage, type Language } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

interface AuthUserRow {
  id: string;
  email: string | null;
  phone: string | null;
  full_name: string | null;
  preferred_language: string | null;
  roles: string[];
}

const SELECT_AUTH_USER = `
  select u.id, u.email, u.phone, p.full_name, p.preferred_language,
         coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles
    from users u
    left join profiles p on p.user_id = u.id`;

export function toAuthUser(row: AuthUserRow, deliveryDomain: string): AuthUser {
  const roles = row.roles.filter((role): role is 'admin' => role === 'admin');
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    fullName: row.full_name,
    roles,
    isAdmin: roles.includes('admin'),
    isDeliveryPartner: isDeliveryPartnerEmail(row.email, deliveryDomain),
    preferredLanguage: isLanguage(row.preferred_language) ? (row.preferred_language as Language) : null,
  };
}

export async function findAuthUserById(db: Queryable, userId: string, deliveryDomain: string) {
  const { rows } = await db.query<AuthUserRow>(`${SELECT_AUTH_USER} where u.id = $1`, [userId]);
  return rows[0] ? toAuthUser(rows[0], deliveryDomain) : null;
}

/** The user behind a live (not revoked, not expired) session of an account that is not blocked, or null. */
export async function findAuthUserBySession(
  db: Queryable,
  userId: string,
  sessionId: string,
  deliveryDomain: string,
) {
  const { rows } = await db.query<AuthUserRow>(
    `${SELECT_AUTH_USER}
      join sessions s on s.user_id = u.id
     where u.id = $1 and s.id = $2 and s.revoked_at is null and s.expires_at > tokri_now() and u.blocked_at is null`,
    [userId, sessionId],
  );
  return rows[0] ? toAuthUser(rows[0], deliveryDomain) : null;
}

export interface CredentialRow {
  id: string;
  password_hash: string;
  /** Set when an admin blocked the account: it cannot sign in. */
  blocked: boolean;
}

export async function findCredentials(db: Queryable, field: 'email' | 'phone', value: string) {
  const { rows } = await db.query<CredentialRow>(
    `select id, password_hash, blocked_at is not null as blocked from users where ${field} = $1`,
    [value],
  );
  return rows[0] ?? null;
}

/** The language a user reads (their profile's choice; English when they never chose), for mail and SMS. */
export async function preferredLanguage(db: Queryable, userId: string): Promise<Language> {
  const { rows } = await db.query<{ preferred_language: Language | null }>(
    'select preferred_language from profiles where user_id = $1',
    [userId],
  );
  return rows[0]?.preferred_language ?? 'en';
}
