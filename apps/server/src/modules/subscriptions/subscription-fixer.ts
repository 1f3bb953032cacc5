import {
  addIstDays,
  expectedStoredNextDate,
  FIXER_LOOKBACK_DAYS,
  type FixerCreateMissingResult,
  type FixerMissingRow,
  type FixerPlanRow,
  type FixerRecomputeResult,
  type IstDate,
  type Language,
  missedDeliveryDates,
  type PauseRange,
  type SubscriptionDeliveryOutcome,
  type SubscriptionFixerReport,
  sameDaySlot,
  toIstDate,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { localised } from '../catalog/localise.js';
import { DUE_PLAN_SELECT, type DuePlanRow, deliverPlanOn } from './subscription-delivery.js';
import { type PlanScheduleRow, toSchedule } from './subscription-plan-dates.js';
import { loadSubscriptionSettings } from './subscription-settings.js';

/** At most this many rows per list: the page is for finding and fixing, not for exporting. */
const LIST_LIMIT = 200;

interface FixerPlan extends PlanScheduleRow {
  id: string;
  user_id: string;
  customer_name: string | null;
  product_name: string;
  translations: unknown;
  next_delivery_date: IstDate | null;
  created_on: IstDate;
  pauses: PauseRange[];
  skips: IstDate[];
  recorded: IstDate[];
}

/** Every live plan with what the rules need from the look-back window on, in one statement. */
async function livePlans(q: Queryable, today: IstDate, planId: string | null = null): Promise<FixerPlan[]> {
  const since = addIstDays(today, -FIXER_LOOKBACK_DAYS);
  const { rows } = await q.query<FixerPlan>(
    `select s.id, s.user_id, pr.full_name as customer_name, p.name as product_name, p.translations,
            s.subscription_type, s.delivery_days, s.start_date::text as start_date, s.end_date::text as end_date,
            s.next_delivery_date::text as next_delivery_date,
            (s.created_at at time zone 'Asia/Kolkata')::date::text as created_on,
            coalesce((select json_agg(json_build_object('from', x.from_date, 'to', x.to_date) order by x.from_date)
                        from subscription_pauses x
                       where x.subscription_id = s.id and (x.to_date is null or x.to_date >= $1::date)), '[]') as pauses,
            coalesce((select json_agg(k.delivery_date::text) from subscription_skips k
                       where k.subscription_id = s.id and k.delivery_date >= $1::date), '[]') as skips,
            coalesce((select json_agg(d.delivery_date::text) from subscription_deliveries d
                       where d.subscription_id = s.id and d.delivery_date >= $1::date), '[]') as recorded
       from subscriptions s
       join products p on p.id = s.product_id
       left join profiles pr on pr.user_id = s.user_id
      where s.is_active and s.deleted_at is null and ($2::uuid is null or s.id = $2)
      order by s.created_at, s.id`,
    [since, planId],
  );
  return rows;
}

function expectedNext(plan: FixerPlan, today: IstDate) {
  return expectedStoredNextDate(
    toSchedule(plan),
    today,
    plan.pauses,
    plan.skips,
    plan.next_delivery_date,
    plan.recorded.includes(today),
  );
}

function missedOf(plan: FixerPlan, today: IstDate) {
  return missedDeliveryDates(
    toSchedule(plan),
    today,
    plan.created_on,
    plan.pauses,
    plan.skips,
    new Set(plan.recorded),
  );
}

/** Stores the fixer rule's next date for a plan the caller has locked (a deactivated plan is left alone). */
async function writeExpectedNext(tx: Queryable, planId: string, day: IstDate) {
  const [plan] = await livePlans(tx, day, planId);
  if (!plan) return { before: null, after: null };
  const after = expectedNext(plan, day);
  if (after !== plan.next_delivery_date)
    await tx.query(
      'update subscriptions set next_delivery_date = $2, updated_at = tokri_now() where id = $1',
      [planId, after],
    );
  return { before: plan.next_delivery_date, after };
}

async function auditPlan(
  tx: Queryable,
  adminId: string,
  planId: string,
  action: string,
  before: unknown,
  after: unknown,
) {
  await tx.query(
    'insert into subscription_audit (subscription_id, actor_user_id, action, details) values ($1, $2, $3, $4)',
    [planId, adminId, action, JSON.stringify({ before, after })],
  );
  await recordAdminChange(tx, {
    actorUserId: adminId,
    entity: 'subscription',
    entityId: planId,
    action,
    before,
    after,
  });
}

/**
 * The admin's subscription fixer (issue 12): lists plans whose stored next date disagrees with the rules, past
 * due days the midnight run never reached, and orders made twice for one plan and day (the unique key says
 * there are none; the list proves it). Its two repairs are idempotent and audited.
 */
export function createSubscriptionFixer(deps: { db: Database; clock: Clock }) {
  const { db } = deps;
  const today = () => toIstDate(deps.clock());

  return {
    async report(language: Language): Promise<SubscriptionFixerReport> {
      const day = today();
      const plans = await livePlans(db, day);
      const wrongNextDate: FixerPlanRow[] = [];
      const missingOrders: FixerMissingRow[] = [];
      for (const plan of plans) {
        const productName = localised(plan.translations, language, 'name', plan.product_name);
        const expected = expectedNext(plan, day);
        if (expected !== plan.next_delivery_date && wrongNextDate.length < LIST_LIMIT)
          wrongNextDate.push({
            subscriptionId: plan.id,
            userId: plan.user_id,
            customerName: plan.customer_name,
            productName,
            storedNextDeliveryDate: plan.next_delivery_date,
            expectedNextDeliveryDate: expected,
          });
        for (const deliveryDate of missedOf(plan, day)) {
          if (missingOrders.length >= LIST_LIMIT) break;
          missingOrders.push({
            subscriptionId: plan.id,
            customerName: plan.customer_name,
            productName,
            deliveryDate,
          });
        }
      }
      const { rows } = await db.query<{
        subscription_id: string;
        delivery_date: IstDate;
        order_ids: string[];
      }>(
        `select subscription_id, scheduled_for::text as delivery_date, array_agg(id order by created_at) as order_ids
           from orders where subscription_id is not null
          group by subscription_id, scheduled_for having count(*) > 1
          limit ${LIST_LIMIT}`,
      );
      return {
        wrongNextDate,
        missingOrders,
        duplicateOrders: rows.map((row) => ({
          subscriptionId: row.subscription_id,
          deliveryDate: row.delivery_date,
          orderIds: row.order_ids,
        })),
      };
    },

    /** Writes the rule's next date; a plan already right changes nothing and records nothing. */
    async recompute(adminId: string, subscriptionId: string): Promise<FixerRecomputeResult> {
      const day = today();
      return db.transaction(async (tx) => {
        const locked = await tx.query(
          'select 1 from subscriptions where id = $1 and deleted_at is null for update',
          [subscriptionId],
        );
        if (locked.rows.length === 0) throw notFound();
        const { before, after } = await writeExpectedNext(tx, subscriptionId, day);
        const changed = after !== before;
        if (changed) await auditPlan(tx, adminId, subscriptionId, 'recompute_next_date', before, after);
        return { subscriptionId, before, after, changed };
      });
    },

    /**
     * Makes the delivery of a missed past day now (its order in the next same-day window, at today's price,
     * stock and wallet as the midnight run would). Asked twice, the second answers the first's outcome. A day
     * that is not missing (recorded, not due, outside the look-back) is refused.
     */
    async createMissing(
      adminId: string,
      subscriptionId: string,
      deliveryDate: IstDate,
    ): Promise<FixerCreateMissingResult> {
      const now = deps.clock();
      const day = toIstDate(now);
      const settings = await loadSubscriptionSettings(db);
      return db.transaction(async (tx) => {
        const locked = await tx.query<DuePlanRow>(
          `${DUE_PLAN_SELECT} where s.id = $2 and s.deleted_at is null for update of s`,
          [deliveryDate, subscriptionId],
        );
        const plan = locked.rows[0];
        if (!plan) throw notFound();
        const recorded = await tx.query<{ outcome: SubscriptionDeliveryOutcome; order_id: string | null }>(
          'select outcome, order_id from subscription_deliveries where subscription_id = $1 and delivery_date = $2',
          [subscriptionId, deliveryDate],
        );
        if (recorded.rows[0])
          return {
            subscriptionId,
            deliveryDate,
            outcome: recorded.rows[0].outcome,
            orderId: recorded.rows[0].order_id,
            created: false,
          };
        const [dates] = await livePlans(tx, day, subscriptionId);
        if (!dates || !missedOf(dates, day).includes(deliveryDate))
          throw new DomainError('SUBSCRIPTION_NOT_DELIVERY_DAY', { params: { date: deliveryDate } });

        const stored = dates.next_delivery_date;
        const { outcome, orderId } = await deliverPlanOn(
          tx,
          plan,
          deliveryDate,
          sameDaySlot(now, settings),
          now,
        );
        // Delivering a past day recomputed the plan's dates as of that day: put back today's view of them.
        await tx.query('update subscriptions set next_delivery_date = $2 where id = $1', [
          subscriptionId,
          stored,
        ]);
        await writeExpectedNext(tx, subscriptionId, day);
        await auditPlan(tx, adminId, subscriptionId, 'create_missing_delivery', null, {
          deliveryDate,
          outcome,
          orderId,
        });
        return { subscriptionId, deliveryDate, outcome, orderId, created: true };
      });
    },
  };
}

export type SubscriptionFixer = ReturnType<typeof createSubscriptionFixer>;
