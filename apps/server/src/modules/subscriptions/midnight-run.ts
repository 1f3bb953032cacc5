import { deliverySlot, type IstDate, toIstDate } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { logger } from '../../logger.js';
import {
  type DeliveryOutcome,
  DUE_PLAN_SELECT,
  type DuePlanRow,
  deliverPlanOn,
} from './subscription-delivery.js';
import { loadSubscriptionSettings } from './subscription-settings.js';

const log = logger.child({ module: 'subscriptions' });

export interface SubscriptionRunDeps {
  db: Database;
  clock: Clock;
}

export interface SubscriptionRunReport {
  date: IstDate;
  outcomes: Record<DeliveryOutcome, number>;
  /** Plans whose delivery failed unexpectedly this run (rolled back; the next run tries them again). */
  failed: number;
}

// The next plan due on $1 that nobody holds: `skip locked` lets several workers and several instances share the
// day without waiting on each other or taking the same plan; $2 excludes plans that failed earlier in this run.
const CLAIM_NEXT_DUE = `${DUE_PLAN_SELECT}
   where s.next_delivery_date = $1::date and s.is_active and s.deleted_at is null
     and not (s.id = any($2::uuid[]))
   order by s.id
   limit 1
   for update of s skip locked`;

const emptyOutcomes = (): Record<DeliveryOutcome, number> => ({
  ordered: 0,
  skipped_out_of_stock: 0,
  skipped_balance: 0,
  skipped_unavailable: 0,
  skipped_unserviceable: 0,
  not_due: 0,
});

/**
 * The midnight run (ADR 0030): every plan due on `date` becomes exactly one order or one recorded skip. Each
 * plan is its own transaction, so a killed process loses at most the plan in hand (rolled back, taken again by
 * whoever runs next), and one plan's failure never holds back the others. Safe to run any number of times and
 * from any number of instances at once: a plan is claimed under a row lock, and a delivery row per plan and day
 * is unique.
 */
export async function runDueSubscriptions(
  deps: SubscriptionRunDeps,
  options: { date?: IstDate; workers?: number } = {},
): Promise<SubscriptionRunReport> {
  const date = options.date ?? toIstDate(deps.clock());
  const settings = await loadSubscriptionSettings(deps.db);
  const window = deliverySlot(date, settings);
  const report: SubscriptionRunReport = { date, outcomes: emptyOutcomes(), failed: 0 };
  const failedIds: string[] = [];

  async function deliverNext(): Promise<boolean> {
    let claimedId: string | null = null;
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        const { rows } = await tx.query<DuePlanRow>(CLAIM_NEXT_DUE, [date, failedIds]);
        const plan = rows[0];
        if (!plan) return null;
        claimedId = plan.id;
        return (await deliverPlanOn(tx, plan, date, window)).outcome;
      });
      if (outcome === null) return false;
      report.outcomes[outcome] += 1;
      return true;
    } catch (error) {
      if (claimedId === null) throw error;
      failedIds.push(claimedId);
      report.failed += 1;
      log.error({ err: error, subscriptionId: claimedId, date }, 'subscription delivery failed');
      return true;
    }
  }

  const worker = async () => {
    while (await deliverNext()) {
      // next plan
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 4) }, worker));
  if (report.outcomes.ordered + report.failed > 0) log.info(report, 'subscription run finished');
  return report;
}
