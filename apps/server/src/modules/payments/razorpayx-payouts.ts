import { verifyWebhookSignature } from './payment-signatures.js';
import {
  outcomeOf,
  type Payout,
  PayoutRefused,
  type PayoutRequest,
  type PayoutsProvider,
  payoutReason,
} from './payouts-provider.js';

export interface RazorpayXSettings {
  keyId: string;
  keySecret: string;
  /** The shop's RazorpayX business account (the "account_number" payouts are made from). */
  accountNumber: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local stand-in in tests. */
  apiBase: string;
}

interface PayoutEntity {
  id?: string;
  amount?: number;
  status?: string;
  failure_reason?: string | null;
  status_details?: { description?: string | null } | null;
  error?: { description?: string };
}

/** A payout's narration: what the customer's bank statement shows, at most 30 letters, digits and spaces. */
const NARRATION = 'Tokri refund';

/** The fund account RazorpayX creates with the payout ("Create a Payout with Fund Account Details"). */
function fundAccount(request: PayoutRequest) {
  const { destination } = request;
  const contact = { name: destination.name, type: 'customer', reference_id: request.referenceId };
  return destination.kind === 'vpa'
    ? { account_type: 'vpa', vpa: { address: destination.vpa }, contact }
    : {
        account_type: 'bank_account',
        bank_account: {
          name: destination.name,
          ifsc: destination.ifsc,
          account_number: destination.accountNumber,
        },
        contact,
      };
}

/** RazorpayX Payouts over HTTPS with basic auth (the same API keys as Razorpay), made idempotent by our key. */
export function createRazorpayXPayouts(settings: RazorpayXSettings): PayoutsProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const api = (path: string) => `${settings.apiBase.replace(/\/$/, '')}${path}`;
  async function call(path: string, body?: object, headers: Record<string, string> = {}) {
    const response = await fetch(api(path), {
      ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      signal: AbortSignal.timeout(10_000),
    });
    const entity = (await response.json().catch(() => null)) as PayoutEntity | null;
    return { response, entity, why: entity?.error?.description ?? 'no body' };
  }
  const payoutOf = (entity: PayoutEntity, amountPaise: number): Payout => ({
    payoutId: entity.id!,
    outcome: outcomeOf(entity.status),
    status: entity.status ?? 'queued',
    amountPaise: entity.amount ?? amountPaise,
    reason: payoutReason(entity),
  });
  return {
    name: 'razorpayx',
    /**
     * POST /v1/payouts with the fund account inline (UPI for a UPI id, IMPS for a bank account), purpose refund,
     * queued when the balance is low, and X-Payout-Idempotency. A 400 is a refusal (an invalid account, a
     * different body under the same key); anything else (5xx, timeout) may be sent again with the same key.
     */
    async createPayout(request) {
      const { response, entity, why } = await call(
        '/v1/payouts',
        {
          account_number: settings.accountNumber,
          amount: request.amountPaise,
          currency: 'INR',
          mode: request.destination.kind === 'vpa' ? 'UPI' : 'IMPS',
          purpose: 'refund',
          fund_account: fundAccount(request),
          queue_if_low_balance: true,
          reference_id: request.referenceId.slice(0, 40),
          narration: NARRATION,
          notes: request.notes,
        },
        { 'x-payout-idempotency': request.idempotencyKey },
      );
      if (response.status === 400) throw new PayoutRefused(`RazorpayX refused the payout: ${why}`);
      if (!response.ok || !entity?.id)
        throw new Error(`RazorpayX payout failed (${response.status}): ${why}`);
      return payoutOf(entity, request.amountPaise);
    },
    /** GET /v1/payouts/:id ("Fetch a Payout With ID"). Any error is thrown; the refund round asks again later. */
    async payoutStatus(payoutId) {
      const { response, entity, why } = await call(`/v1/payouts/${encodeURIComponent(payoutId)}`);
      if (!response.ok || !entity?.id) {
        throw new Error(`RazorpayX payout lookup failed (${response.status}): ${why}`);
      }
      return payoutOf(entity, 0);
    },
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(settings.webhookSecret, rawBody, signature),
  };
}
