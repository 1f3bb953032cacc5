import type { FcmAccessTokens } from './fcm-access-token.js';
import type { FcmMessage } from './fcm-message.js';

/** FCM is busy or down (429, 5xx): the job tries again, not before `retryAfterSeconds` when FCM said so. */
export class FcmUnavailable extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }
}

/** The `error` of an FCM v1 error answer (google.rpc.Status with FcmError / BadRequest details). */
interface FcmErrorBody {
  code?: number;
  message?: string;
  status?: string;
  details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
}

const fcmErrorCode = (error: FcmErrorBody) =>
  error.details?.find((detail) => detail['@type']?.endsWith('google.firebase.fcm.v1.FcmError'))?.errorCode;

/**
 * Is the device's token what FCM refused? UNREGISTERED (404: the app was uninstalled or the token expired), or an
 * INVALID_ARGUMENT that names no field but the token. An INVALID_ARGUMENT about another field is our message's
 * fault, and retiring devices for it would silence them all.
 */
export function tokenIsGone(status: number, error: FcmErrorBody): boolean {
  const code = fcmErrorCode(error) ?? error.status;
  if (status === 404) return code === 'UNREGISTERED' || code === 'NOT_FOUND';
  if (status !== 400 || code !== 'INVALID_ARGUMENT') return false;
  const fields = (error.details ?? []).flatMap((detail) => detail.fieldViolations ?? []);
  return fields.every((violation) => violation.field === 'message.token');
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export type FcmOutcome = 'sent' | 'token_gone';

export interface FcmSenderSettings {
  projectId: string;
  /** https://fcm.googleapis.com; a local fake in tests. */
  endpoint: string;
  tokens: FcmAccessTokens;
}

/**
 * FCM HTTP v1 `messages:send`, one message per device. A 401 means the access token lapsed early or was revoked:
 * a new one is fetched and the send tried once more. 429 and 5xx throw FcmUnavailable (the job retries); other
 * refusals throw with FCM's code; a token FCM no longer knows comes back as 'token_gone' for the caller to retire.
 */
export function createFcmSender(settings: FcmSenderSettings) {
  const url = `${settings.endpoint.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`;
  const post = (message: FcmMessage, accessToken: string) =>
    fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(10_000),
    });

  return {
    async send(message: FcmMessage): Promise<FcmOutcome> {
      let accessToken = await settings.tokens.get();
      let response = await post(message, accessToken);
      if (response.status === 401) {
        settings.tokens.invalidate(accessToken);
        accessToken = await settings.tokens.get();
        response = await post(message, accessToken);
      }
      if (response.ok) return 'sent';
      const error =
        ((await response.json().catch(() => null)) as { error?: FcmErrorBody } | null)?.error ?? {};
      if (tokenIsGone(response.status, error)) return 'token_gone';
      const what = `HTTP ${response.status}, ${fcmErrorCode(error) ?? error.status ?? 'no code'}`;
      if (response.status === 429 || response.status >= 500) {
        throw new FcmUnavailable(
          `FCM unavailable (${what})`,
          retryAfterSeconds(response.headers.get('retry-after')),
        );
      }
      throw new Error(`FCM refused the message (${what}): ${error.message ?? 'no message'}`);
    },
  };
}

export type FcmSender = ReturnType<typeof createFcmSender>;
