import type { MailProvider, OutgoingMessage } from './mail-provider.js';

export interface TwilioSmsSettings {
  accountSid: string;
  authToken: string;
  /** A Twilio number or a registered sender ID; or, instead, a Messaging Service (which picks the sender). */
  from?: string | undefined;
  messagingServiceSid?: string | undefined;
  /** https://api.twilio.com; a local fake in tests. */
  apiBase: string;
}

/**
 * Real SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic
 * with the account SID and auth token). Email goes on to `next` (SMTP or the outbox). An answer that is not 2xx
 * throws with Twilio's own code and message, so the order-SMS job retries with backoff; a 4xx such as an invalid
 * number fails the same way and ends after the job's attempts.
 */
export function createTwilioSmsProvider(settings: TwilioSmsSettings, next: MailProvider): MailProvider {
  const url = `${settings.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: `twilio+${next.name}`,
    async send(message: OutgoingMessage) {
      if (message.channel !== 'sms') return next.send(message);
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else if (settings.from) form.set('From', settings.from);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return;
      const problem = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      throw new Error(
        `Twilio refused the SMS (HTTP ${response.status}${problem?.code ? `, code ${problem.code}` : ''}): ${problem?.message ?? 'no message'}`,
      );
    },
  };
}
