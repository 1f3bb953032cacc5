import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { SIGNIN_MAX_ATTEMPTS_PER_ACCOUNT: '3', SIGNIN_MAX_ATTEMPTS_PER_IP: '50' },
  });
});
afterAll(async () => server?.stop());

const password = 'correct-horse-42';
let counter = 0;
const uniqueEmail = () => `user${Date.now()}${counter++}@example.in`;

/** Signs up and opens the link the outbox got (ADR 0072): the session the link signs in with. */
async function signUp(identifier: string, fullName = 'Test User') {
  const response = await signUpThroughLink(server, { identifier, password, fullName });
  expect(response.status).toBe(200);
  return response.body;
}

describe(`auth on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a visitor signs up by email and opens the link, then they get a session and a profile', async () => {
    const email = uniqueEmail();
    const session = await signUp(email, 'Priya');
    expect(session.user).toMatchObject({ email, phone: null, fullName: 'Priya', isAdmin: false });
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken.length).toBeGreaterThan(30);
    expect(session.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const me = await server.api('/api/auth/user', { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    const profile = await server.api('/api/profile', { token: session.accessToken });
    expect(profile.body.profile).toMatchObject({ fullName: 'Priya', preferredLanguage: null });
  });

  it('when signing in by email or by phone, then both reach the same account', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const byEmail = await server.api('/api/auth/sign-in', {
      body: { identifier: email.toUpperCase(), password },
    });
    expect(byEmail.status).toBe(200);

    const phoneSession = await signUp('98480 22338');
    expect(phoneSession.user.phone).toBe('+919848022338');
    const byPhone = await server.api('/api/auth/sign-in', {
      body: { identifier: '+91 98480 22338', password },
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.user.id).toBe(phoneSession.user.id);
  });

  it('when the details are wrong, then sign-in gives one neutral message and sign-up says what is wrong', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const wrong = await server.api('/api/auth/sign-in', {
      body: { identifier: email, password: 'nope-nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Email/phone or password is wrong.',
    });

    const unknown = await server.api('/api/auth/sign-in', { body: { identifier: uniqueEmail(), password } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual(wrong.body.error);

    // Sign-up does not say the account exists either (ADR 0072): the owner gets a notice instead.
    const exists = await server.api('/api/auth/sign-up', { body: { identifier: email, password } });
    expect(exists.status).toBe(202);
    expect(exists.body).toEqual({ sent: true });

    const weak = await server.api('/api/auth/sign-up', {
      body: { identifier: uniqueEmail(), password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe('Password must be at least 8 characters.');

    const invalid = await server.api('/api/auth/sign-up', { body: { identifier: '12345', password } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Enter a valid email address or 10-digit Indian mobile number.');
  });

  it('when the caller speaks Hindi or Telugu, then the message is in their language', async () => {
    const hi = await server.api('/api/auth/sign-up', {
      body: { identifier: uniqueEmail(), password: 'short' },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(hi.body.error.message).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।');
    const te = await server.api('/api/auth/sign-in', {
      body: { identifier: uniqueEmail(), password },
      headers: { 'x-language': 'te' },
    });
    expect(te.body.error.message).toBe('ఇమెయిల్/ఫోన్ లేదా పాస్‌వర్డ్ తప్పు.');
  });

  it('when a refresh token is used, then it rotates and the old one is refused once its successor is used', async () => {
    const session = await signUp(uniqueEmail());
    const first = await server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(session.refreshToken);
    expect((await server.api('/api/auth/user', { token: first.body.accessToken })).status).toBe(200);
    const second = await server.api('/api/auth/refresh', { body: { refreshToken: first.body.refreshToken } });
    expect(second.status).toBe(200);

    const replay = await server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('AUTH_SESSION_EXPIRED');

    // Reuse of a spent token revokes the whole session: the newest tokens stop working too.
    const afterReuse = await server.api('/api/auth/refresh', {
      body: { refreshToken: second.body.refreshToken },
    });
    expect(afterReuse.status).toBe(401);
    expect((await server.api('/api/auth/user', { token: second.body.accessToken })).status).toBe(401);
  });

  it('when signing out, then the access and refresh tokens stop working at once', async () => {
    const session = await signUp(uniqueEmail());
    const out = await server.api('/api/auth/sign-out', { method: 'POST', token: session.accessToken });
    expect(out.status).toBe(204);
    expect((await server.api('/api/auth/user', { token: session.accessToken })).status).toBe(401);
    const refresh = await server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('when a password is reset through the emailed link, then only the new password works', async () => {
    const email = uniqueEmail();
    const original = await signUp(email);
    const request = await server.api('/api/auth/password-reset', { body: { identifier: email } });
    expect(request.status).toBe(202);
    const unknown = await server.api('/api/auth/password-reset', { body: { identifier: uniqueEmail() } });
    expect(unknown.status).toBe(202); // same answer: the endpoint does not reveal who has an account

    const outbox = await server.api(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
    const resets = outbox.body.items.filter(
      (item: { template: string }) => item.template === 'password_reset',
    );
    expect(resets).toHaveLength(1);
    const link = /https?:\/\/\S+/.exec(resets[0].body_text)?.[0];
    expect(link).toMatch(/^http:\/\/tokri\.localhost\/auth\/callback\?type=recovery&token=/);
    const token = new URL(link!).searchParams.get('token');

    const verified = await server.api('/api/auth/password-reset/verify', { body: { token } });
    expect(verified.status).toBe(200);
    const again = await server.api('/api/auth/password-reset/verify', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('AUTH_RESET_LINK_INVALID');

    const update = await server.api('/api/auth/password', {
      token: verified.body.accessToken,
      body: { password: 'a-brand-new-password' },
    });
    expect(update.status).toBe(204);
    const oldPassword = await server.api('/api/auth/sign-in', { body: { identifier: email, password } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server.api('/api/auth/sign-in', {
      body: { identifier: email, password: 'a-brand-new-password' },
    });
    expect(newPassword.status).toBe(200);
    // Other devices were signed out when the password changed.
    expect((await server.api('/api/auth/user', { token: original.accessToken })).status).toBe(401);
  });

  it('when an account gets too many wrong passwords from one place, then the next try must wait', async () => {
    const email = uniqueEmail();
    await signUp(email);
    for (let i = 0; i < 3; i++) {
      const attempt = await server.api('/api/auth/sign-in', {
        body: { identifier: email, password: 'wrong-password' },
      });
      expect(attempt.status).toBe(401);
    }
    const blocked = await server.api('/api/auth/sign-in', { body: { identifier: email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('AUTH_SIGN_IN_DELAYED');
    expect(blocked.body.error.message).toMatch(
      /^Too many wrong attempts\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when a customer calls an admin endpoint, then it is refused with the permission message', async () => {
    const session = await signUp(uniqueEmail());
    const response = await server.api('/api/admin/stats', { token: session.accessToken });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('You do not have permission to perform this action.');
    expect((await server.api('/api/admin/products')).status).toBe(401);

    await server.db.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [session.user.id]);
    const asAdmin = await server.api('/api/admin/stats', { token: session.accessToken });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({
      activeCustomers: expect.any(Number),
      totalOrders: expect.any(Number),
    });
  });

  it('when a delivery-domain address signs up, then the account is a delivery partner', async () => {
    const session = await signUp(`rider${counter++}@delivery.tokri.in`);
    expect(session.user.isDeliveryPartner).toBe(true);
    const { rows } = await server.db.query('select 1 from delivery_agents where user_id = $1', [
      session.user.id,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('bad input at the edge', () => {
  it('when the body is not JSON, then 400 with a message and no stack trace', async () => {
    const response = await server.api('/api/auth/sign-in', {
      method: 'POST',
      rawBody: '{"identifier": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'BAD_JSON',
      message: 'The request could not be read. Please try again.',
    });
  });

  it('when fields have the wrong types, then 400 naming the problem', async () => {
    const response = await server.api('/api/auth/sign-up', { body: { identifier: 42, password: ['x'] } });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION');
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['identifier', 'password']);
    expect(response.body.error.fields.identifier).toBe(
      'Enter a valid email address or 10-digit Indian mobile number.',
    );
    expect(Object.values(response.body.error.fields).join(' ')).not.toContain('{');
    expect(JSON.stringify(response.body)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('when the profile gets a bad language or phone, then 400 with the message', async () => {
    const session = await signUp(uniqueEmail());
    const language = await server.api('/api/profile', {
      method: 'PATCH',
      token: session.accessToken,
      body: { preferredLanguage: 'fr' },
    });
    expect(language.status).toBe(400);
    expect(language.body.error.message).toBe('Language must be English, Hindi or Telugu.');
    const ok = await server.api('/api/profile', {
      method: 'PATCH',
      token: session.accessToken,
      body: { preferredLanguage: 'te', phone: '9876543219', dateOfBirth: '1990-04-14' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.profile).toMatchObject({
      preferredLanguage: 'te',
      phone: '+919876543219',
      dateOfBirth: '1990-04-14',
    });
  });

  it('when an API path does not exist, then 404 as JSON', async () => {
    const response = await server.api('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('when the token is forged, then 401', async () => {
    const response = await server.api('/api/auth/user', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(response.status).toBe(401);
  });
});
