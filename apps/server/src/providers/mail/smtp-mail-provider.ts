import nodemailer from 'nodemailer';
import type { MailProvider, OutgoingMessage } from './mail-provider.js';

/**
 * Real email over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465).
 * SMS has no real gateway configured yet, so SMS falls through to the outbox provider.
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
