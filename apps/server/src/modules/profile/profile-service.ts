import {
  dateOfBirthProblem,
  normaliseIndianMobile,
  type Profile,
  toIstDate,
  type UpdateProfileRequest,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Queryable } from '../../db/database.js';
import { queryOne } from '../../db/database.js';
import { invalidInput } from '../../errors/invalid-input.js';
import { type ActiveMemberReason, activeMemberReason } from './active-member.js';

interface ProfileRow {
  full_name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  preferred_language: Profile['preferredLanguage'];
  push_notifications: boolean;
  email_marketing: boolean;
  sms_updates: boolean;
  email: string | null;
  created_at: Date;
}

const SELECT_PROFILE = `
  select p.full_name, p.phone, p.date_of_birth, p.preferred_language, p.push_notifications,
         p.email_marketing, p.sms_updates, u.email, u.created_at
    from profiles p join users u on u.id = p.user_id
   where p.user_id = $1`;

function toProfile(row: ProfileRow, reason: ActiveMemberReason | null): Profile {
  return {
    fullName: row.full_name,
    phone: row.phone,
    dateOfBirth: row.date_of_birth,
    preferredLanguage: row.preferred_language,
    pushNotifications: row.push_notifications,
    emailMarketing: row.email_marketing,
    smsUpdates: row.sms_updates,
    email: row.email,
    memberSince: new Date(row.created_at).toISOString(),
    activeMember: reason !== null,
    activeMemberReason: reason,
  };
}

const COLUMNS: Record<keyof UpdateProfileRequest, string> = {
  fullName: 'full_name',
  phone: 'phone',
  dateOfBirth: 'date_of_birth',
  preferredLanguage: 'preferred_language',
  pushNotifications: 'push_notifications',
  emailMarketing: 'email_marketing',
  smsUpdates: 'sms_updates',
};

export function createProfileService(db: Queryable, clock: Clock) {
  return {
    async get(userId: string): Promise<Profile> {
      const [row, reason] = await Promise.all([
        queryOne<ProfileRow>(db, SELECT_PROFILE, [userId]),
        activeMemberReason(db, userId, clock()),
      ]);
      return toProfile(row, reason);
    },

    /** Updates only the fields sent; empty strings clear optional text fields. */
    async update(userId: string, changes: UpdateProfileRequest): Promise<Profile> {
      // The request's schema checked the date's shape; its age and the future are judged on the clock's IST day.
      const born = changes.dateOfBirth ? dateOfBirthProblem(changes.dateOfBirth, toIstDate(clock())) : null;
      if (born) throw invalidInput({ dateOfBirth: born });
      const assignments: string[] = [];
      const values: (string | boolean | null)[] = [userId];
      for (const [key, raw] of Object.entries(changes) as [keyof UpdateProfileRequest, unknown][]) {
        if (raw === undefined) continue;
        let value = raw as string | boolean | null;
        if (value === '') value = null;
        if (key === 'phone' && typeof value === 'string') value = normaliseIndianMobile(value);
        values.push(value);
        assignments.push(`${COLUMNS[key]} = $${values.length}`);
      }
      if (assignments.length > 0) {
        await db.query(
          `update profiles set ${assignments.join(', ')}, updated_at = tokri_now() where user_id = $1`,
          values,
        );
      }
      return this.get(userId);
    },
  };
}
