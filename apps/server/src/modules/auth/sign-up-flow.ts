import {
  type Identifier,
  isDeliveryPartnerEmail,
  type Language,
  type Session,
  type SignUpRequest,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { translator } from '../../i18n/server-i18n.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { findCredentials, preferredLanguage } from './auth-user-repository.js';
import { createFixedWindowLimit, type RateLimitRule } from './fixed-window-limit.js';
import { identifierOf } from './identifier-of.js';
import { hashPassword } from './password-hashing.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { ClientInfo, SessionIssuer } from './session-issuer.js';
import { hashOpaqueToken, newOpaqueToken } from './tokens.js';

/** How long a sign-up link lasts: long enough to open it the next morning. */
export const SIGN_UP_LINK_TTL_HOURS = 24;

export interface SignUpFlowDeps {
  db: Database;
  mail: MailProvider;
  publicUrl: string;
  deliveryDomain: string;
  /**
   * Messages one address may be sent per window, counted whether or not it has an account (the password reset's
   * per-address setting): past it sign-up still answers the same, and sends nothing, so nobody's inbox is flooded.
   */
  passwordResetLimits: { perAccount: RateLimitRule };
  /** Refuses an unknown referral code before anything is sent, so a mistyped code is corrected at once. */
  checkReferralCode?: (db: Queryable, code: string) => Promise<void>;
  /** A confirmed sign-up with a referral code records the referral in the account's transaction (issue 16 item 4). */
  recordReferral?: (tx: Queryable, refereeUserId: string, code: string) => Promise<void>;
}

interface PendingSignUp {
  email: string | null;
  phone: string | null;
  password_hash: string;
  full_name: string | null;
  referral_code: string | null;
  preferred_language: Language | null;
}

/**
 * Sign-up by a link sent to the address (ADR 0072). Asking answers the same whether or not the address has an
 * account, and does the same work: the password policy, one argon2 hash, one database write or read, one
 * message. A new address gets a link that makes the account; an existing account's owner gets a notice in
 * their language, and nothing in their account changes.
 */
export function createSignUpFlow(deps: SignUpFlowDeps, sessions: SessionIssuer) {
  const { db } = deps;
  const windows = createFixedWindowLimit(db);

  async function sendLink(
    identifier: Identifier,
    input: SignUpRequest,
    passwordHash: string,
    language: Language,
  ) {
    const token = newOpaqueToken();
    await db.query(
      `insert into sign_up_requests (token_hash, email, phone, password_hash, full_name, referral_code, expires_at,
                                     preferred_language)
       values ($1, $2, $3, $4, $5, $6, tokri_now() + make_interval(hours => $7), $8)`,
      [
        hashOpaqueToken(token),
        identifier.kind === 'email' ? identifier.value : null,
        identifier.kind === 'phone' ? identifier.value : null,
        passwordHash,
        input.fullName?.trim() || null,
        input.referralCode?.trim() || null,
        SIGN_UP_LINK_TTL_HOURS,
        input.language ?? null,
      ],
    );
    const t = translator(language, 'mail');
    const link = `${deps.publicUrl}/auth/callback?type=signup&token=${token}`;
    await deps.mail.send({
      channel: identifier.kind === 'email' ? 'email' : 'sms',
      to: identifier.value,
      template: 'sign_up_confirm',
      subject: t('sign_up_confirm.subject'),
      text: t(`sign_up_confirm.${identifier.kind === 'email' ? 'email' : 'sms'}`, {
        hours: SIGN_UP_LINK_TTL_HOURS,
        link,
      }),
    });
  }

  async function sendExistingAccountNotice(identifier: Identifier, userId: string) {
    const t = translator(await preferredLanguage(db, userId), 'mail');
    await deps.mail.send({
      channel: identifier.kind === 'email' ? 'email' : 'sms',
      to: identifier.value,
      template: 'sign_up_existing',
      subject: t('sign_up_existing.subject'),
      text: t(`sign_up_existing.${identifier.kind === 'email' ? 'email' : 'sms'}`, {
        signInLink: `${deps.publicUrl}/auth`,
        resetLink: `${deps.publicUrl}/auth?mode=forgot`,
      }),
    });
  }

  /**
   * The account a confirmed sign-up makes, as sign-up made it at once before ADR 0072; in the language chosen on
   * the device that opened the link, else on the one that signed up (ADR 0076), else none yet.
   */
  async function createAccount(tx: Queryable, pending: PendingSignUp, language?: Language): Promise<string> {
    const { rows } = await tx.query<{ id: string }>(
      `insert into users (email, phone, password_hash) values ($1, $2, $3) returning id`,
      [pending.email, pending.phone, pending.password_hash],
    );
    const userId = rows[0]!.id;
    await tx.query(
      'insert into profiles (user_id, full_name, phone, preferred_language) values ($1, $2, $3, $4)',
      [userId, pending.full_name, pending.phone, language ?? pending.preferred_language],
    );
    if (pending.email && isDeliveryPartnerEmail(pending.email, deps.deliveryDomain)) {
      await tx.query('insert into delivery_agents (user_id, full_name) values ($1, $2)', [
        userId,
        pending.full_name ?? pending.email.split('@')[0]!,
      ]);
    }
    if (pending.referral_code && deps.recordReferral) {
      await deps.recordReferral(tx, userId, pending.referral_code);
    }
    return userId;
  }

  return {
    /**
     * `language` is the caller's: a new address has no account whose language we could know (the language
     * chosen on the device when it sent one, else its Accept-Language). The existing account's notice is in the
     * account's own language.
     */
    async signUp(input: SignUpRequest, language: Language): Promise<void> {
      const identifier = identifierOf(input.identifier);
      await assertAcceptablePassword(input.password, {
        email: identifier.kind === 'email' ? identifier.value : null,
        phone: identifier.kind === 'phone' ? identifier.value : null,
      });
      const referralCode = input.referralCode?.trim();
      if (referralCode && deps.checkReferralCode) await deps.checkReferralCode(db, referralCode);
      // Hashed on both paths: skipping it for an existing account would make that answer ~50 ms faster.
      const passwordHash = await hashPassword(input.password);
      await db.query('delete from sign_up_requests where expires_at < tokri_now()');
      const rule = deps.passwordResetLimits.perAccount;
      const sent = await windows.hit(`sign-up:account:${identifier.value}`, rule);
      const account = await findCredentials(db, identifier.kind, identifier.value);
      if (sent.hits > rule.limit) return;
      if (account) await sendExistingAccountNotice(identifier, account.id);
      else await sendLink(identifier, input, passwordHash, language);
    },

    /**
     * Spends a sign-up link: makes the account and signs it in. A link already used, expired or unknown is
     * refused; so is one for an address that got an account since (another link of it opened first).
     */
    async confirmSignUp(token: string, client: ClientInfo, language?: Language): Promise<Session> {
      try {
        const session = await db.transaction(async (tx) => {
          const { rows } = await tx.query<PendingSignUp>(
            `delete from sign_up_requests where token_hash = $1 and expires_at > tokri_now()
              returning email, phone, password_hash, full_name, referral_code, preferred_language`,
            [hashOpaqueToken(token)],
          );
          const pending = rows[0];
          if (!pending) return null;
          const userId = await createAccount(tx, pending, language);
          // The other links of this address can make nothing now: their password hashes go too.
          await tx.query('delete from sign_up_requests where email = $1 or phone = $2', [
            pending.email,
            pending.phone,
          ]);
          return sessions.startSession(tx, await sessions.loadUser(tx, userId), client);
        });
        if (!session) throw new DomainError('AUTH_SIGN_UP_LINK_INVALID');
        return session;
      } catch (error) {
        // The address has an account already: only whoever holds the link learns it, and may sign in instead.
        if ((error as { code?: string }).code === '23505') throw new DomainError('AUTH_ACCOUNT_EXISTS');
        throw error;
      }
    },
  };
}
