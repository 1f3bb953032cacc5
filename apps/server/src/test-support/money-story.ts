import type { HeldWebhookGateway } from './held-webhook-gateway.js';
import type { OrderFacts } from './money-books.js';
import type { ProxiedTestServer } from './proxied-test-server.js';
import type { ApiInit, ApiResponse } from './test-server.js';

/** One step of a money story (issue 31's standing property test). Indices pick among what exists, modulo. */
export type MoneyAction =
  | { kind: 'checkout'; customer: number; quantity: number }
  /** `parallel` starts of the order's payment at once (a double tap, two tabs). */
  | { kind: 'start'; order: number; parallel: number }
  /** The customer approves the latest attempt on the gateway's page; `browser`: and comes back to verify. */
  | { kind: 'approve'; order: number; browser: boolean }
  /** The oldest attempt still open at the gateway is approved after all (a page left open, a slow UPI app). */
  | { kind: 'lateApprove'; order: number; browser: boolean }
  | { kind: 'decline'; order: number; browser: boolean }
  /**
   * The customer closes the page: the browser reports the attempt failed, the gateway order stays open (to be
   * approved late); `payAgain`: and taps Pay again, a new attempt.
   */
  | { kind: 'abandon'; order: number; payAgain: boolean }
  | { kind: 'cancel'; order: number }
  /** The expiry job, standing past every payment window, asking the gateway first. */
  | { kind: 'expire' }
  /** The gateway delivers a held webhook: once, twice, twice at once, not now (later), or cut off mid-way. */
  | { kind: 'webhook'; pick: number; mode: 'once' | 'twice' | 'together' | 'drop' | 'cut' }
  /** The refund round; with `cutAfterMs`, the server's connections drop that long after it starts. */
  | { kind: 'refundRound'; cutAfterMs: number | null }
  /** Support resolves a ticket about the order with a goodwill refund. */
  | { kind: 'supportRefund'; order: number; paise: number }
  | { kind: 'topup'; customer: number; rupees: number; browser: boolean }
  | { kind: 'dropConnections' }
  /** Two steps at the same time (a webhook while the customer cancels, a round while support refunds, ...). */
  | { kind: 'together'; first: MoneyAction; second: MoneyAction };

export interface Customer {
  token: string;
  userId: string;
}

/** What stays for the whole run: the server behind its proxy, the gateway, the shoppers. */
export interface MoneyWorld {
  target: ProxiedTestServer;
  gateway: HeldWebhookGateway;
  customers: Customer[];
  adminToken: string;
  productId: string;
}

export interface StoryOrder extends OrderFacts {
  customer: Customer;
  /** Its gateway orders, in the order the starts made them. */
  attempts: string[];
}

/** What one sequence made, and what went wrong on the way (a 5xx other than 503, a refusal that must not be). */
export interface Story {
  orders: StoryOrder[];
  topups: string[];
  problems: string[];
  /** How many webhooks had their connection cut while being applied. */
  cutMidway: number;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const at = <T>(list: T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

/**
 * A client call as a real client makes it: a 503 (the database was unreachable) is tried again with the same
 * request. Any answer not in `ok` (a 4xx it did not expect, any other 5xx) is written down as a problem.
 */
export async function call(
  world: MoneyWorld,
  story: Story,
  path: string,
  init: ApiInit,
  ok: (status: number) => boolean,
): Promise<ApiResponse> {
  for (let attempt = 0; ; attempt++) {
    const reply = await world.target.server
      .api(path, init)
      .catch((): ApiResponse => ({ status: 0, headers: new Headers(), body: null }));
    if ((reply.status === 503 || reply.status === 0) && attempt < 50) {
      await sleep(10);
      continue;
    }
    if (!ok(reply.status))
      story.problems.push(`${path} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
    return reply;
  }
}

export const exactly = (expected: number) => (status: number) => status === expected;
/** A refusal (4xx) is a fine answer for a step the order may no longer allow; a 5xx never is. */
export const answered = (expected: number) => (status: number) =>
  status === expected || (status >= 400 && status < 500);
