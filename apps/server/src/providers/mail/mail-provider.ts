/** Outgoing email and SMS. The embedded default writes to the outbox table; SMTP sends real email. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** Which template produced it, e.g. "password_reset". */
  template: string;
}

export interface MailProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
