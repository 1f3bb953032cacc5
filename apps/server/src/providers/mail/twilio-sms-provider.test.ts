import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { MailProvider, OutgoingMessage } from './mail-provider.js';
import { createTwilioSmsProvider } from './twilio-sms-provider.js';

/** A local Twilio: the Messages API's path, Basic auth and form fields, and its JSON answers (201 or an error). */
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';
const received: { to: string; body: string; from: string | null; service: string | null }[] = [];
let twilio: Server;
let apiBase: string;

beforeAll(async () => {
  twilio = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      if (request.headers.authorization !== expectedAuth)
        return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`)
        return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{7,14}$/.test(to))
        return reply(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        });
      received.push({
        to,
        body: form.get('Body') ?? '',
        from: form.get('From'),
        service: form.get('MessagingServiceSid'),
      });
      return reply(201, { sid: `SM${received.length}`, status: 'queued', to, body: form.get('Body') });
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

const emails: OutgoingMessage[] = [];
const next: MailProvider = {
  name: 'outbox',
  send: async (message) => {
    emails.push(message);
  },
};
const sms = (to: string, text: string): OutgoingMessage => ({
  channel: 'sms',
  to,
  subject: '',
  text,
  template: 'order_sms',
});

describe('SMS through Twilio', () => {
  it('when an order SMS is sent, then Twilio gets it from our number, and email still goes the other way', async () => {
    const provider = createTwilioSmsProvider(
      { accountSid: SID, authToken: TOKEN, from: 'TOKRI', apiBase },
      next,
    );
    await provider.send(sms('+919123456780', 'Tokri: ऑर्डर #AB12 डिलीवर हो गया।'));
    expect(received.at(-1)).toEqual({
      to: '+919123456780',
      body: 'Tokri: ऑर्डर #AB12 डिलीवर हो गया।',
      from: 'TOKRI',
      service: null,
    });
    await provider.send({ channel: 'email', to: 'a@example.in', subject: 'Hi', text: 'x', template: 't' });
    expect(emails.map((mail) => mail.to)).toEqual(['a@example.in']);
    expect(received).toHaveLength(1);
  });

  it('when a Messaging Service is set, then it picks the sender instead of a From number', async () => {
    const provider = createTwilioSmsProvider(
      { accountSid: SID, authToken: TOKEN, messagingServiceSid: 'MG0001', from: 'TOKRI', apiBase },
      next,
    );
    await provider.send(sms('+919123456781', 'Tokri: on its way'));
    expect(received.at(-1)).toMatchObject({ service: 'MG0001', from: null });
  });

  it('when Twilio refuses (a bad number, a wrong token), then sending throws with its code so the job retries', async () => {
    const provider = createTwilioSmsProvider(
      { accountSid: SID, authToken: TOKEN, from: 'TOKRI', apiBase },
      next,
    );
    await expect(provider.send(sms('9123', 'x'))).rejects.toThrow(/HTTP 400, code 21211/);
    const wrong = createTwilioSmsProvider(
      { accountSid: SID, authToken: 'nope', from: 'TOKRI', apiBase },
      next,
    );
    await expect(wrong.send(sms('+919123456780', 'x'))).rejects.toThrow(/HTTP 401, code 20003/);
  });

  it('when SMS_PROVIDER=twilio lacks its keys or a sender, then the server refuses to start', () => {
    expect(() =>
      loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN }),
    ).toThrow(/TWILIO_SMS_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(
      loadConfig({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_SMS_FROM: 'TOKRI',
      }).SMS_PROVIDER,
    ).toBe('twilio');
  });
});
