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

// The next plan due on $1 after the id $3 that nobody holds: `skip locked` lets several workers and several
// instances share the day without waiting on each other or taking the same plan; $2 excludes plans that failed
// earlier in this run. Starting after the last id claimed keeps each claim from walking past the index entries of
// every plan already done today (they stay until vacuum), which made claims slower as the day went on.
const CLAIM_NEXT_DUE = `${DUE_PLAN_SELECT}
   where s.next_delivery_date = $1::date and s.is_active and s.deleted_at is null
     and not (s.id = any($2::uuid[])) and s.id > $3::uuid
   order by s.id
   limit 1
   for update of s skip locked`;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

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
  // The workers' shared position in id order. A plan behind it that was held by someone else when passed (another
  // instance, or one killed mid-plan) is found by the last sweep: the run ends only when a claim from the first id
  // finds nothing.
  let after = FIRST_ID;

  async function deliverNext(): Promise<boolean> {
    let claimedId: string | null = null;
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        let { rows } = await tx.query<DuePlanRow>(CLAIM_NEXT_DUE, [date, failedIds, after]);
        if (!rows[0] && after !== FIRST_ID) {
          after = FIRST_ID;
          ({ rows } = await tx.query<DuePlanRow>(CLAIM_NEXT_DUE, [date, failedIds, after]));
        }
        const plan = rows[0];
        if (!plan) return null;
        claimedId = plan.id;
        if (plan.id > after) after = plan.id;
        return (await deliverPlanOn(tx, plan, date, window, deps.clock())).outcome;
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
