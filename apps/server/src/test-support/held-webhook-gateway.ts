import type { Database } from '../db/database.js';
import { createSandboxGateway, type SandboxSecrets } from '../modules/payments/sandbox-gateway.js';
import type { ProxiedTestServer } from './proxied-test-server.js';

/** A webhook the gateway has signed and not yet got a 2xx for. */
export interface HeldWebhook {
  /** For reports: "payment.captured order_x". */
  label: string;
  rawBody: string;
  headers: Record<string, string>;
  /** The row applying it waits for first (its payment, or its refund), to cut the connection while it waits. */
  lock: { sql: string; param: string } | null;
}

const RECEIPT = /^rf_([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/;

function heldWebhook(rawBody: string, headers: Record<string, string>): HeldWebhook {
  const event = JSON.parse(rawBody) as {
    event: string;
    payload: { payment?: { entity: { order_id: string } }; refund?: { entity: { receipt?: string | null } } };
  };
  const payment = event.payload.payment?.entity;
  const receipt = RECEIPT.exec(event.payload.refund?.entity.receipt ?? '');
  const lock = payment
    ? { sql: 'select 1 from payments where gateway_order_id = $1 for update', param: payment.order_id }
    : receipt
      ? { sql: 'select 1 from refunds where id = $1::uuid for update', param: receipt.slice(1).join('-') }
      : null;
  return { label: `${event.event} ${payment?.order_id ?? receipt?.[0] ?? ''}`, rawBody, headers, lock };
}

/**
 * The real sandbox gateway (its books are the test database's sandbox tables, as the server's own sandbox keeps
 * them), except that it never sends a webhook itself: each signed webhook waits in `held`, and the test plays the
 * gateway's delivery (on time, late, twice, out of order, cut off and retried).
 */
export function createHeldWebhookGateway(db: Database, secrets: SandboxSecrets) {
  const held: HeldWebhook[] = [];
  const sandbox = createSandboxGateway(
    db,
    secrets,
    () => async (rawBody, headers) => {
      held.push(heldWebhook(rawBody, headers));
      return 200;
    },
    { pageTokenTtlSeconds: 600 },
  );
  return { ...sandbox, held };
}

export type HeldWebhookGateway = ReturnType<typeof createHeldWebhookGateway>;

/** One delivery over real HTTP; 0 when the request itself failed. */
export async function sendWebhook(baseUrl: string, hook: HeldWebhook): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}/api/payments/webhook`, {
      method: 'POST',
      body: hook.rawBody,
      headers: hook.headers,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * One delivery whose database connection is cut while it is being applied: the row it needs is held on a
 * connection of the test's own, and once the server's transaction waits for it (the webhook recorded, its
 * effect not yet written) every connection of the server is dropped. A webhook that needs no held row (a
 * redelivery the server knows) just goes through. Returns the delivery's status and whether it was cut.
 */
export async function sendWebhookCutMidway(
  target: ProxiedTestServer,
  hook: HeldWebhook,
): Promise<{ status: number; cut: boolean }> {
  if (!hook.lock) return { status: await sendWebhook(target.server.url, hook), cut: false };
  const { sql, param } = hook.lock;
  let sending: Promise<number> | undefined;
  let cut = false;
  await target.direct.transaction(async (tx) => {
    await tx.query(sql, [param]);
    const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
    let done = false;
    sending = sendWebhook(target.server.url, hook).finally(() => {
      done = true;
    });
    for (let waited = 0; !done && waited < 3_000; waited += 5) {
      if ((await target.serverWaitsFor(rows[0]!.pid)) > 0) {
        await target.dropConnections();
        cut = true;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return { status: await sending!, cut };
}
