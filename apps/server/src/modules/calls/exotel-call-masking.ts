import { type CallMasking, CallRefused } from './call-masking.js';

export interface ExotelOptions {
  /** The Exotel account SID (in the API path). */
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** The shop's ExoPhone: the number both sides see. */
  callerId: string;
  /** https://api.exotel.com, or the regional https://api.in.exotel.com; a local fake in tests. */
  apiBase: string;
  /** Longest call in seconds (Exotel's TimeLimit). */
  timeLimitSeconds?: number;
  fetch?: typeof fetch;
}

interface ExotelConnectAnswer {
  Call?: { Sid?: string; Status?: string };
  RestException?: { Message?: string; Status?: number };
}

/**
 * Exotel's Connect API: POST /v1/Accounts/{sid}/Calls/connect.json, form-encoded From, To, CallerId, CallType
 * "trans", with HTTP Basic auth of the API key and token. Exotel rings From, then To, from the ExoPhone.
 */
export function createExotelCallMasking(options: ExotelOptions): CallMasking {
  const send = options.fetch ?? fetch;
  const url = `${options.apiBase.replace(/\/+$/, '')}/v1/Accounts/${encodeURIComponent(options.accountSid)}/Calls/connect.json`;
  const auth = `Basic ${Buffer.from(`${options.apiKey}:${options.apiToken}`).toString('base64')}`;
  return {
    name: 'exotel',
    async connect(request) {
      const body = new URLSearchParams({
        From: request.from,
        To: request.to,
        CallerId: options.callerId,
        CallType: 'trans',
        TimeLimit: String(options.timeLimitSeconds ?? 600),
        CustomField: request.reference,
      });
      const response = await send(url, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as ExotelConnectAnswer;
      if (response.status >= 400 && response.status < 500) {
        throw new CallRefused(
          answer.RestException?.Message ?? `Exotel refused the call (${response.status})`,
        );
      }
      if (!response.ok || !answer.Call?.Sid) throw new Error(`Exotel connect failed (${response.status})`);
      return { callId: answer.Call.Sid, status: answer.Call.Status ?? 'queued' };
    },
  };
}
