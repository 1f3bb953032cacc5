import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { PayoutsProvider } from './payouts-provider.js';
import { createRazorpayXPayouts } from './razorpayx-payouts.js';
import type { WebhookSender } from './sandbox-gateway.js';
import { createSandboxPayouts, resolveSandboxPayoutsSecret, type SandboxPayouts } from './sandbox-payouts.js';

/** The payouts provider the config names (ADR 0079): RazorpayX, or the embedded sandbox (and its handle). */
export async function createPayouts(
  config: Config,
  db: Database,
  sendWebhook: () => WebhookSender,
): Promise<{ payouts: PayoutsProvider; sandbox: SandboxPayouts | null }> {
  if (config.PAYOUT_PROVIDER === 'razorpayx') {
    return {
      payouts: createRazorpayXPayouts({
        keyId: (config.RAZORPAYX_KEY_ID ?? config.RAZORPAY_KEY_ID)!,
        keySecret: (config.RAZORPAYX_KEY_SECRET ?? config.RAZORPAY_KEY_SECRET)!,
        accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER!,
        webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET!,
        apiBase: config.RAZORPAYX_API_BASE,
      }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxPayouts(db, await resolveSandboxPayoutsSecret(db), sendWebhook);
  return { payouts: sandbox.provider, sandbox };
}
