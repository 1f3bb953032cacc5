import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../i18n/server-i18n.js';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { signUpLinkToken } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 32 item 6 (ADR 0076): the language chosen on the device before signing in is saved to the account, so
 * what the server writes later (mail, SMS, notifications) is in it.
 */

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const PASSWORD = 'shopper-password';
const resetSubject = (language: 'en' | 'hi' | 'te') => translator(language, 'mail')('password_reset.subject');

async function accountLanguage(userId: string) {
  const { rows } = await server.db.query<{ preferred_language: string | null }>(
    'select preferred_language from profiles where user_id = $1',
    [userId],
  );
  return rows[0]?.preferred_language ?? null;
}

async function emailOf(userId: string) {
  const { rows } = await server.db.query<{ email: string }>('select email from users where id = $1', [
    userId,
  ]);
  return rows[0]!.email;
}

async function newestMail(recipient: string, template: string) {
  const { rows } = await server.db.query<{ subject: string; body_text: string }>(
    `select subject, body_text from outbox_messages where recipient = $1 and template = $2
      order by created_at desc limit 1`,
    [recipient, template],
  );
  return rows[0]!;
}

/** A customer who chose `language` in the app earlier (or none), and their email. */
async function customerReading(language: 'en' | 'hi' | 'te' | null) {
  const customer = await newCustomer(server, 'Lakshmi Rao');
  await server.db.query('update profiles set preferred_language = $2 where user_id = $1', [
    customer.userId,
    language,
  ]);
  return { ...customer, email: await emailOf(customer.userId) };
}

describe('the language chosen on the device, saved at sign-in', () => {
  it('when an English account signs in with Hindi chosen on the sign-in screen, then the account reads Hindi and its reset mail comes in Hindi', async () => {
    const customer = await customerReading('en');
    const signedIn = await server.api('/api/auth/sign-in', {
      body: { identifier: customer.email, password: PASSWORD, language: 'hi' },
      headers: { 'accept-language': 'en-IN' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.preferredLanguage).toBe('hi');
    expect(await accountLanguage(customer.userId)).toBe('hi');
    const me = await server.api('/api/auth/user', { token: signedIn.body.accessToken });
    expect(me.body.user.preferredLanguage).toBe('hi');
    expect(
      (await server.api('/api/auth/password-reset', { body: { identifier: customer.email } })).status,
    ).toBe(202);
    expect((await newestMail(customer.email, 'password_reset')).subject).toBe(resetSubject('hi'));
  });

  it('when the device never chose a language, then signing in keeps the account’s Telugu', async () => {
    const customer = await customerReading('te');
    const signedIn = await server.api('/api/auth/sign-in', {
      body: { identifier: customer.email, password: PASSWORD },
      headers: { 'x-language': 'en' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.preferredLanguage).toBe('te');
    expect(await accountLanguage(customer.userId)).toBe('te');
  });

  it('when the password is wrong, then the language sent is not saved', async () => {
    const customer = await customerReading('en');
    const refused = await server.api('/api/auth/sign-in', {
      body: { identifier: customer.email, password: 'not-the-password', language: 'te' },
    });
    expect(refused.status).toBe(401);
    expect(await accountLanguage(customer.userId)).toBe('en');
  });

  it('when the language is not one of en, hi, te, then sign-in answers 400 naming the field, and nothing is saved', async () => {
    const customer = await customerReading('en');
    const refused = await server.api('/api/auth/sign-in', {
      body: { identifier: customer.email, password: PASSWORD, language: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({ language: expect.any(String) });
    expect(await accountLanguage(customer.userId)).toBe('en');
  });
});

describe('the language chosen on the device, saved at sign-up', () => {
  it('when Telugu was chosen before signing up, then the link is mailed in Telugu and the account it makes reads Telugu', async () => {
    counter += 1;
    const email = `telugu${Date.now()}${counter}@example.in`;
    const asked = await server.api('/api/auth/sign-up', {
      body: { identifier: email, password: PASSWORD, fullName: 'Sravani', language: 'te' },
      headers: { 'accept-language': 'en-IN' },
    });
    expect(asked.status).toBe(202);
    const link = await newestMail(email, 'sign_up_confirm');
    expect(link.subject).toBe(translator('te', 'mail')('sign_up_confirm.subject'));
    expect(link.subject).not.toBe(translator('en', 'mail')('sign_up_confirm.subject'));
    // The link opened later, on a device that sends no choice: the sign-up's stands.
    const token = await signUpLinkToken(server, email);
    const confirmed = await server.api('/api/auth/sign-up/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.preferredLanguage).toBe('te');
    await server.api('/api/auth/password-reset', { body: { identifier: email } });
    expect((await newestMail(email, 'password_reset')).subject).toBe(resetSubject('te'));
  });

  it('when the link is opened on a device where Hindi was chosen, then that later choice is the account’s', async () => {
    counter += 1;
    const email = `later${Date.now()}${counter}@example.in`;
    await server.api('/api/auth/sign-up', {
      body: { identifier: email, password: PASSWORD, language: 'te' },
    });
    const token = await signUpLinkToken(server, email);
    const confirmed = await server.api('/api/auth/sign-up/confirm', { body: { token, language: 'hi' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.preferredLanguage).toBe('hi');
  });

  it('when a reset (or rider invite) link is opened with Telugu chosen, then the account reads Telugu', async () => {
    const customer = await customerReading(null);
    await server.api('/api/auth/password-reset', { body: { identifier: customer.email } });
    const mail = await newestMail(customer.email, 'password_reset');
    expect(mail.subject).toBe(resetSubject('en'));
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.body_text)![1];
    const opened = await server.api('/api/auth/password-reset/verify', { body: { token, language: 'te' } });
    expect(opened.status).toBe(200);
    expect(opened.body.user.preferredLanguage).toBe('te');
    expect(await accountLanguage(customer.userId)).toBe('te');
  });
});
