import nodemailer from 'nodemailer';
import type { MailProvider, OutgoingMessage } from './mail-provider.js';

/**
 * Real email over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465).
 * SMS go on to `fallback` (the outbox); with SMS_PROVIDER=twilio the Twilio provider takes them before this one.
 */
export function createSmtpMailProvider(smtpUrl: string, from: string, fallback: MailProvider): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      if (message.channel !== 'email') return fallback.send(message);
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
