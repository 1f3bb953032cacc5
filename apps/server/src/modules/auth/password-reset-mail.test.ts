import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

/** Signs up a customer reading `language` and asks for a reset link; returns the mail the outbox got. */
async function resetMailFor(language: 'en' | 'hi' | 'te') {
  const customer = await newCustomer(server, `Reader ${language}`);
  await server.db.query('update profiles set preferred_language = $2 where user_id = $1', [
    customer.userId,
    language,
  ]);
  const { rows: users } = await server.db.query<{ email: string }>('select email from users where id = $1', [
    customer.userId,
  ]);
  const email = users[0]!.email;
  const response = await server.api('/api/auth/password-reset', { body: { identifier: email } });
  expect(response.status).toBe(202);
  const { rows } = await server.db.query<{ subject: string; body_text: string }>(
    'select subject, body_text from outbox_messages where recipient = $1 order by created_at desc limit 1',
    [email],
  );
  return rows[0]!;
}

describe('the password-reset mail', () => {
  it('when a Hindi reader asks for a reset link, then the mail is in Hindi with the link and the minutes', async () => {
    const mail = await resetMailFor('hi');
    expect(mail.subject).toBe('अपना Tokri पासवर्ड रीसेट करें');
    expect(mail.body_text).toMatch(/^किसी ने आपके Tokri खाते का पासवर्ड/);
    expect(mail.body_text).toMatch(/\d+ मिनट के भीतर/);
    expect(mail.body_text).toMatch(/http:\/\/tokri\.localhost\/auth\/callback\?type=recovery&token=\S+/);
    expect(mail.body_text).not.toMatch(/\{\{|\}\}/);
  });

  it('when a Telugu reader asks, then it is in Telugu; an English reader gets the English mail', async () => {
    expect((await resetMailFor('te')).subject).toBe('మీ Tokri పాస్‌వర్డ్‌ను రీసెట్ చేయండి');
    const english = await resetMailFor('en');
    expect(english.subject).toBe('Reset your Tokri password');
    expect(english.body_text).toMatch(/Open this link within \d+ minutes to choose a new password:\nhttp/);
  });
});
