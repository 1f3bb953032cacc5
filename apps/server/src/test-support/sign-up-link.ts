import { parseIdentifier } from '@tokri/core';
import type { Queryable } from '../db/database.js';

/**
 * A server to sign up on: its address, and its database when the test holds it (in-process servers). With the
 * database the link is read from the outbox table, which works with any settings; without it, from the
 * development outbox API (DEV_OUTBOX=true, over loopback), as a developer would.
 */
export type SignUpTarget = string | { url: string; db?: Queryable };

export interface SignUpBody {
  identifier: string;
  password: string;
  fullName?: string;
  referralCode?: string;
}

export interface JsonAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  body: any;
}

async function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}

/** The token of the newest sign-up link the outbox holds for `identifier` (normalised as the server does), or null. */
export async function signUpLinkToken(target: SignUpTarget, identifier: string): Promise<string | null> {
  const recipient = parseIdentifier(identifier)?.value ?? identifier;
  let text = '';
  if (typeof target !== 'string' && target.db) {
    const { rows } = await target.db.query<{ body_text: string }>(
      `select body_text from outbox_messages where recipient = $1 and template = 'sign_up_confirm'
        order by created_at desc limit 1`,
      [recipient],
    );
    text = rows[0]?.body_text ?? '';
  } else {
    const url = typeof target === 'string' ? target : target.url;
    const response = await fetch(`${url}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
    if (!response.ok) throw new Error(`the development outbox answered ${response.status}`);
    const { items } = (await response.json()) as { items: { template: string; body_text: string }[] };
    text = items.find((item) => item.template === 'sign_up_confirm')?.body_text ?? '';
  }
  return /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
}

/**
 * Signs up through the real API and opens the link it sent, as the person would (ADR 0072): answers the
 * confirmation's response (200 with the session), or sign-up's own when it refused (a 400, say). `headers` go
 * with both requests (a forwarded address, a language).
 */
export async function signUpThroughLink(
  target: SignUpTarget,
  body: SignUpBody,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const baseUrl = typeof target === 'string' ? target : target.url;
  const asked = await postJson(`${baseUrl}/api/auth/sign-up`, body, headers);
  if (asked.status !== 202) return asked;
  const token = await signUpLinkToken(target, body.identifier);
  if (!token) throw new Error(`no sign-up link was sent to ${body.identifier}`);
  return postJson(`${baseUrl}/api/auth/sign-up/confirm`, { token }, headers);
}
