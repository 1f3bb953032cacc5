import { randomBytes } from 'node:crypto';
import { maskPayoutDestination } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { logger } from '../../logger.js';
import { hmacHex, verifyWebhookSignature } from './payment-signatures.js';
import {
  outcomeOf,
  type Payout,
  PayoutRefused,
  type PayoutRequest,
  type PayoutsProvider,
} from './payouts-provider.js';
import type { WebhookSender } from './sandbox-gateway.js';

const log = logger.child({ module: 'sandbox-payouts' });

/**
 * UPI ids the sandbox's pretend bank treats specially, so a demo (and a test) can see every ending: a payout to
 * failure@… fails, one to reversal@… is reversed (the bank sent the money back); anything else is processed.
 */
export const SANDBOX_FAILING_VPA = /^failure@/i;
export const SANDBOX_REVERSING_VPA = /^reversal@/i;

/** The sandbox's webhook secret, made once per database so every instance signs and checks alike. */
export async function resolveSandboxPayoutsSecret(db: Queryable): Promise<string> {
  await db.query(
    `insert into app_settings (key, value) values ('sandbox_payouts', $1) on conflict (key) do nothing`,
    [{ webhookSecret: randomBytes(24).toString('base64url') }],
  );
  const { rows } = await db.query<{ value: { webhookSecret: string } }>(
    `select value from app_settings where key = 'sandbox_payouts'`,
  );
  return rows[0]!.value.webhookSecret;
}

interface SandboxPayoutRow {
  id: string;
  amount_paise: number;
  status: string;
  reference_id: string | null;
  masked: string;
  account_type: string;
}

const finalStatus = (request: PayoutRequest) =>
  request.destination.kind === 'vpa' && SANDBOX_FAILING_VPA.test(request.destination.vpa)
    ? 'failed'
    : request.destination.kind === 'vpa' && SANDBOX_REVERSING_VPA.test(request.destination.vpa)
      ? 'reversed'
      : 'processed';

const payoutOf = (row: SandboxPayoutRow): Payout => ({
  payoutId: row.id,
  outcome: outcomeOf(row.status),
  status: row.status,
  amountPaise: row.amount_paise,
  reason:
    row.status === 'failed' || row.status === 'reversed' ? 'the sandbox bank declined the account' : null,
});

/**
 * The embedded default payouts provider: it plays RazorpayX's part offline. It keeps its own payouts (one per
 * idempotency key, the same body or a refusal), answers `processing`, then settles each one and tells the app
 * with a signed payout.* webhook through the app's own endpoint, retried like RazorpayX's servers. Production
 * start-up refuses it (config), as it refuses the payment sandbox: no money moves.
 */
export function createSandboxPayouts(db: Database, webhookSecret: string, sendWebhook: () => WebhookSender) {
  const inFlight = new Set<Promise<void>>();

  async function deliver(event: string, row: SandboxPayoutRow) {
    const entity = {
      id: row.id,
      entity: 'payout',
      amount: row.amount_paise,
      currency: 'INR',
      status: row.status,
      purpose: 'refund',
      mode: row.account_type === 'vpa' ? 'UPI' : 'IMPS',
      reference_id: row.reference_id,
      failure_reason: payoutOf(row).reason,
    };
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payout'],
      payload: { payout: { entity } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(webhookSecret, rawBody),
      'x-razorpay-event-id': `evt_${randomBytes(7).toString('hex')}`,
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await sendWebhook()(rawBody, headers).catch(() => 0);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
    log.error({ event, payoutId: row.id }, 'sandbox payout webhook not accepted after 3 attempts');
  }

  async function settle(payoutId: string, status: string) {
    const { rows } = await db.query<SandboxPayoutRow>(
      `update sandbox_payouts set status = $2 where id = $1 and status = 'processing'
       returning id, amount_paise, status, reference_id, masked, account_type`,
      [payoutId, status],
    );
    if (rows[0]) await deliver(`payout.${status}`, rows[0]);
  }

  const provider: PayoutsProvider = {
    name: 'payouts-sandbox',
    async createPayout(request) {
      const { rows: same } = await db.query<SandboxPayoutRow & { masked: string }>(
        `select id, amount_paise, status, reference_id, masked, account_type from sandbox_payouts
          where idempotency_key = $1`,
        [request.idempotencyKey],
      );
      const masked = maskPayoutDestination(request.destination);
      const earlier = same[0];
      if (earlier) {
        if (earlier.amount_paise !== request.amountPaise || earlier.masked !== masked)
          throw new PayoutRefused(
            'Different request with the same idempotency key has already been processed.',
          );
        return payoutOf(earlier);
      }
      const { rows } = await db.query<SandboxPayoutRow>(
        `insert into sandbox_payouts (id, idempotency_key, amount_paise, account_type, masked, reference_id, status)
         values ($1, $2, $3, $4, $5, $6, 'processing')
         on conflict (idempotency_key) do update set idempotency_key = excluded.idempotency_key
         returning id, amount_paise, status, reference_id, masked, account_type`,
        [
          `pout_${randomBytes(7).toString('hex')}`,
          request.idempotencyKey,
          request.amountPaise,
          request.destination.kind,
          masked,
          request.referenceId.slice(0, 40),
        ],
      );
      const row = rows[0]!;
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => settle(row.id, finalStatus(request)))
        .catch((error: unknown) => log.error({ err: error, payoutId: row.id }, 'sandbox payout not settled'))
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
      return payoutOf(row);
    },
    async payoutStatus(payoutId) {
      const { rows } = await db.query<SandboxPayoutRow>(
        'select id, amount_paise, status, reference_id, masked, account_type from sandbox_payouts where id = $1',
        [payoutId],
      );
      if (!rows[0]) throw new Error(`The payouts sandbox has no payout ${payoutId}`);
      return payoutOf(rows[0]);
    },
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(webhookSecret, rawBody, signature),
  };

  return {
    provider,
    /** Waits until every payout made so far has been settled and its webhook delivered (for tests and demos). */
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type SandboxPayouts = ReturnType<typeof createSandboxPayouts>;
