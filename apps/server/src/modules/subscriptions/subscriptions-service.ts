import {
  type CreateSubscriptionInput,
  type IstDate,
  type Language,
  nextDeliveryDate,
  type SubscriptionListResponse,
  type SubscriptionView,
  subscriptionStatus,
  toDeliveryAddress,
  toIstDate,
  type UpdateSubscriptionRequest,
} from '@tokri/core';
import { type Clock, systemClock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import type { AddressesService } from '../addresses/addresses-service.js';
import type { ServiceabilityService } from '../locations/serviceability.js';
import {
  announceSubscriptionChange,
  noticeSubscriptionPause,
  type SubscriptionChange,
} from './subscription-change-events.js';
import * as changes from './subscription-changes.js';
import { recomputeNextDelivery } from './subscription-plan-dates.js';
import {
  findPlanRow,
  findSellable,
  type LockedPlan,
  listPlanRows,
  lockPlan,
} from './subscription-queries.js';
import { loadSubscriptionSettings } from './subscription-settings.js';
import { toSubscriptionView } from './subscription-views.js';

export interface SubscriptionsDeps {
  db: Database;
  addresses: AddressesService;
  serviceability: ServiceabilityService;
  /** The time rules are judged at (cut-offs, "today" in IST); tests stand at 21:59 or 22:00 IST. */
  now?: Clock;
}

type ChangeWork = (
  tx: Queryable,
  plan: LockedPlan,
  context: changes.ChangeContext,
) => Promise<((tx: Queryable, next: IstDate | null) => Promise<void>) | undefined>;

/** A customer's subscription plans (§3, §4): every query is scoped to the owner; others' plans are missing. */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const { db } = deps;
  const now = deps.now ?? systemClock;

  async function view(q: Queryable, userId: string, id: string, today: IstDate, language: Language) {
    const row = await findPlanRow(q, userId, id, today);
    if (!row) throw notFound();
    return toSubscriptionView(row, language);
  }

  /** The address to deliver to and the store that serves it; refused when no store does. */
  async function served(userId: string, addressId: string) {
    const address = toDeliveryAddress(await deps.addresses.get(userId, addressId));
    const check = await deps.serviceability.forAddress(address);
    if (!check.serviceable || !check.store) {
      throw new DomainError('NOT_SERVICEABLE', {
        params: { pincode: address.pincode },
        details: {
          nearestStore: check.store ? { name: check.store.name, distanceKm: check.store.distanceKm } : null,
        },
      });
    }
    return { address, storeId: check.store.id, distanceKm: check.store.distanceKm };
  }

  /**
   * One change to one plan, in one transaction: lock the plan (two tabs cannot interleave), refuse an ended
   * plan, make the change, recompute the next delivery with the core rule, announce it to the owner.
   */
  async function change(
    userId: string,
    id: string,
    language: Language,
    kind: SubscriptionChange,
    work: ChangeWork,
  ): Promise<SubscriptionView> {
    const at = now();
    const today = toIstDate(at);
    return db.transaction(async (tx) => {
      const plan = await lockPlan(tx, userId, id);
      if (!plan) throw notFound();
      if (!plan.is_active || subscriptionStatus({ isActive: true, endDate: plan.end_date }, at).expired) {
        throw new DomainError('SUBSCRIPTION_ENDED');
      }
      const settings = await loadSubscriptionSettings(tx);
      const after = await work(tx, plan, { now: at, settings });
      const next = await recomputeNextDelivery(tx, id, today);
      await announceSubscriptionChange(tx, plan, kind, next);
      if (after) await after(tx, next);
      return view(tx, userId, id, today, language);
    });
  }

  return {
    async list(userId: string, language: Language): Promise<SubscriptionListResponse> {
      const at = now();
      const today = toIstDate(at);
      const [rows, settings] = await Promise.all([
        listPlanRows(db, userId, today),
        loadSubscriptionSettings(db),
      ]);
      return {
        subscriptions: rows.map((row) => toSubscriptionView(row, language)),
        settings,
        today,
        now: at.toISOString(),
      };
    },

    get: (userId: string, id: string, language: Language) => view(db, userId, id, toIstDate(now()), language),

    /** §5: a signed-in customer, a product (and its own pack) on sale, a start not before today, a served address. */
    async create(
      userId: string,
      input: CreateSubscriptionInput,
      language: Language,
    ): Promise<SubscriptionView> {
      const at = now();
      const today = toIstDate(at);
      if (input.startDate < today) {
        throw new DomainError('SUBSCRIPTION_START_IN_PAST', {
          fields: { startDate: 'SUBSCRIPTION_START_IN_PAST' },
        });
      }
      if (!(await findSellable(db, input.productId, input.variantId)))
        throw new DomainError('PRODUCT_UNAVAILABLE');
      const { address, storeId, distanceKm } = await served(userId, input.addressId);
      const schedule = {
        type: input.type,
        deliveryDays: input.deliveryDays,
        startDate: input.startDate,
        endDate: input.endDate,
      };
      return db.transaction(async (tx) => {
        const next = nextDeliveryDate(schedule, today);
        const { rows } = await tx.query<{ id: string; user_id: string }>(
          `insert into subscriptions (user_id, product_id, variant_id, subscription_type, quantity, delivery_days,
                                      start_date, end_date, next_delivery_date, payment_method, delivery_address,
                                      seller_location_id, delivery_distance_km)
           values ($1, $2, $3, $4, $5, $6::smallint[], $7, $8, $9, $10, $11::jsonb, $12, $13)
           returning id, user_id`,
          [
            userId,
            input.productId,
            input.variantId,
            input.type,
            input.quantity,
            input.deliveryDays,
            input.startDate,
            input.endDate,
            next,
            input.paymentMethod,
            JSON.stringify(address),
            storeId,
            distanceKm,
          ],
        );
        const plan = rows[0]!;
        await announceSubscriptionChange(tx, plan, 'created', next);
        return view(tx, userId, plan.id, today, language);
      });
    },

    update: (userId: string, id: string, input: UpdateSubscriptionRequest, language: Language) =>
      change(userId, id, language, 'updated', async (tx, plan, context) => {
        await changes.updatePlan(tx, plan, input, context);
        return undefined;
      }),

    pause: (userId: string, id: string, pause: { from: IstDate; to: IstDate | null }, language: Language) =>
      change(userId, id, language, 'paused', async (tx, plan, context) => {
        await changes.addPause(tx, plan, pause, context);
        return (tx2) =>
          noticeSubscriptionPause(tx2, plan, {
            template: pause.to === null ? 'subscription_paused_open' : 'subscription_paused',
            from: pause.from,
            to: pause.to,
          });
      }),

    resume: (userId: string, id: string, language: Language) =>
      change(userId, id, language, 'resumed', async (tx, plan, context) => {
        const changed = await changes.resume(tx, plan, context);
        return changed
          ? (tx2, next) =>
              noticeSubscriptionPause(tx2, plan, { template: 'subscription_resumed', nextDeliveryDate: next })
          : undefined;
      }),

    deletePause: (userId: string, id: string, pauseId: string, language: Language) =>
      change(userId, id, language, 'pause_removed', async (tx, plan, context) => {
        await changes.deletePause(tx, plan, pauseId, context);
        return undefined;
      }),

    skip: (userId: string, id: string, date: IstDate, language: Language) =>
      change(userId, id, language, 'skipped', async (tx, plan, context) => {
        await changes.skip(tx, plan, date, context);
        return undefined;
      }),

    unskip: (userId: string, id: string, date: IstDate, language: Language) =>
      change(userId, id, language, 'unskipped', async (tx, plan, context) => {
        await changes.unskip(tx, plan, date, context);
        return undefined;
      }),

    setDayQuantity: (userId: string, id: string, date: IstDate, quantity: number, language: Language) =>
      change(userId, id, language, 'quantity_set', async (tx, plan, context) => {
        await changes.setDayQuantity(tx, plan, date, quantity, context);
        return undefined;
      }),

    clearDayQuantity: (userId: string, id: string, date: IstDate, language: Language) =>
      change(userId, id, language, 'quantity_cleared', async (tx, plan, context) => {
        await changes.clearDayQuantity(tx, plan, date, context);
        return undefined;
      }),

    /** Soft delete (own only): the midnight run skips a plan with is_active false or deleted_at set. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const plan = await lockPlan(tx, userId, id);
        if (!plan) throw notFound();
        await tx.query(
          'update subscriptions set deleted_at = tokri_now(), is_active = false, updated_at = tokri_now() where id = $1',
          [id],
        );
        await announceSubscriptionChange(tx, plan, 'deleted', null);
      });
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
