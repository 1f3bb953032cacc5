import { randomBytes } from 'node:crypto';
import {
  type DeliveryAddress,
  type DeliveryFeeRule,
  evaluateCoupon,
  type Language,
  shortOrderId,
  toDeliveryAddress,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { AddressesService } from '../addresses/addresses-service.js';
import { closeCartAsOrdered, type LockedCartLine, lockCartForCheckout } from '../cart/cart-checkout.js';
import {
  type CartLine,
  PRICED_CART_LINES,
  type PricedLineRow,
  summarise,
  toCartLine,
} from '../cart/cart-pricing.js';
import { couponUsage, findCoupon, type StoredCoupon } from '../coupons/coupon-repository.js';
import type { ServiceabilityService } from '../locations/serviceability.js';
import { announceOrderChange } from '../notifications/order-notifier.js';
import { loadOrderViews, type OrderView } from '../orders/order-views.js';
import { requestHash } from './request-hash.js';

export interface CheckoutDeps {
  db: Database;
  feeRule: DeliveryFeeRule;
  paymentExpiryMinutes: number;
  addresses: AddressesService;
  serviceability: ServiceabilityService;
}

interface ServedAddress {
  address: DeliveryAddress;
  storeId: string;
  distanceKm: number;
}

export interface PlacedOrder {
  status: number;
  body: { order: OrderView };
  replayed: boolean;
}

/** A line that cannot be ordered as it stands: its product or pack was withdrawn, or too few are left. */
interface CartProblem {
  productId: string;
  variantId: string | null;
  name: string;
  reason: 'unavailable' | 'out_of_stock';
  requested: number;
  available: number;
}

function problemsOf(lines: readonly LockedCartLine[]): CartProblem[] {
  return lines
    .filter((line) => !line.available)
    .map((line) => {
      const withdrawn = !line.active;
      return {
        productId: line.productId,
        variantId: line.variantId,
        name: line.variantName ? `${line.name} ${line.unit}` : line.name,
        reason: withdrawn ? 'unavailable' : 'out_of_stock',
        requested: line.quantity,
        available: withdrawn ? 0 : line.stockQuantity,
      };
    });
}

/** Refuses the whole order, listing every line that changed, rather than dropping or adding lines silently. */
function refuseChangedCart(problems: CartProblem[]): DomainError {
  const withdrawn = problems.some((problem) => problem.reason === 'unavailable');
  return new DomainError(withdrawn ? 'CART_CHANGED' : 'OUT_OF_STOCK', {
    params: { items: problems.map((p) => `${p.name} (${p.available})`).join(', ') },
    details: { items: problems },
  });
}

function trackingId(): string {
  return `TK${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Placing an order is one transaction, in the order a shop would do it:
 * claim the idempotency key -> re-price the cart -> take the stock (never below zero) -> apply the coupon ->
 * write the order with a price snapshot -> empty the cart. Any failure rolls everything back.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, feeRule } = deps;

  async function pricedLines(tx: Queryable, userId: string, language: Language): Promise<CartLine[]> {
    const { rows } = await tx.query<PricedLineRow>(
      `${PRICED_CART_LINES} where ci.user_id = $1 order by ci.product_id, ci.variant_id nulls first`,
      [userId],
    );
    return rows.map((row) => toCartLine(row, language));
  }

  /**
   * Takes the stock of lines read under lock and already checked, in two statements. Each row is guarded
   * (never below zero); a row that does not move means the lock did not hold, and the whole order rolls back.
   */
  async function takeStock(tx: Queryable, lines: LockedCartLine[]): Promise<void> {
    const products = lines.filter((line) => !line.variantId);
    const packs = lines.filter((line) => line.variantId);
    const taken =
      (products.length === 0
        ? 0
        : (
            await tx.query(
              `update products p set stock_quantity = p.stock_quantity - x.quantity, updated_at = now()
                 from unnest($1::uuid[], $2::int[]) as x(id, quantity)
                where p.id = x.id and p.is_active and p.stock_quantity >= x.quantity`,
              [products.map((line) => line.productId), products.map((line) => line.quantity)],
            )
          ).rowCount) +
      (packs.length === 0
        ? 0
        : (
            await tx.query(
              `update product_variants v set stock_quantity = v.stock_quantity - x.quantity
                 from unnest($1::uuid[], $2::int[]) as x(id, quantity)
                where v.id = x.id and v.is_active and v.stock_quantity >= x.quantity`,
              [packs.map((line) => line.variantId), packs.map((line) => line.quantity)],
            )
          ).rowCount);
    if (taken !== lines.length) throw new Error(`checkout took stock for ${taken} of ${lines.length} lines`);
  }

  async function applyCoupon(tx: Queryable, code: string, userId: string, subtotalPaise: number) {
    const coupon = await findCoupon(tx, code, true);
    if (!coupon) throw new DomainError('COUPON_NOT_FOUND', { fields: { couponCode: 'COUPON_NOT_FOUND' } });
    const usage = await couponUsage(tx, coupon.id, userId);
    const result = evaluateCoupon(coupon, { subtotalPaise, now: new Date(), ...usage });
    if (!result.ok)
      throw new DomainError(result.reason, {
        params: result.params ?? {},
        fields: { couponCode: result.reason },
      });
    return { coupon, discountPaise: result.discountPaise };
  }

  /** The cart priced as checkout would price it, with a coupon applied when one is given. */
  async function quote(userId: string, language: Language, couponCode?: string) {
    const lines = await pricedLines(db, userId, language);
    const subtotal = summarise(lines, feeRule).subtotalPaise;
    const applied = couponCode ? await applyCoupon(db, couponCode, userId, subtotal) : null;
    return {
      items: lines,
      summary: summarise(lines, feeRule, applied?.discountPaise ?? 0),
      coupon: applied ? { code: applied.coupon.code, discountPaise: applied.discountPaise } : null,
    };
  }

  async function insertOrder(
    tx: Queryable,
    userId: string,
    request: { paymentMethod: 'cod' | 'online' },
    served: ServedAddress,
    lines: LockedCartLine[],
    applied: { coupon: StoredCoupon; discountPaise: number } | null,
  ): Promise<string> {
    const summary = summarise(lines, feeRule, applied?.discountPaise ?? 0);
    const online = request.paymentMethod === 'online';
    const { rows } = await tx.query<{ id: string }>(
      `insert into orders (user_id, status, payment_status, payment_method, subtotal_paise, delivery_fee_paise,
                           discount_paise, total_paise, mrp_total_paise, delivery_address, coupon_id, coupon_code,
                           tracking_id, payment_expires_at, seller_location_id, delivery_distance_km)
       values ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
               case when $3 = 'online' then now() + make_interval(mins => $13) end, $14, $15)
       returning id`,
      [
        userId,
        online ? 'payment_pending' : 'placed',
        request.paymentMethod,
        summary.subtotalPaise,
        summary.deliveryFeePaise,
        summary.couponDiscountPaise,
        summary.totalPaise,
        summary.mrpTotalPaise,
        { ...served.address },
        applied?.coupon.id ?? null,
        applied?.coupon.code ?? null,
        trackingId(),
        deps.paymentExpiryMinutes,
        served.storeId,
        served.distanceKm,
      ],
    );
    const orderId = rows[0]!.id;
    for (const line of lines) {
      await tx.query(
        `insert into order_items (order_id, product_id, variant_id, product_name, unit, quantity, mrp_paise,
                                  unit_price_paise, discount_percentage, total_price_paise, gst_rate)
         select $1, $2, $3, p.name, $4, $5, $6, $7, $8, $9, $10 from products p where p.id = $2`,
        [
          orderId,
          line.productId,
          line.variantId,
          line.unit,
          line.quantity,
          line.unitPricePaise,
          line.finalUnitPricePaise,
          line.discountPercentage,
          line.lineTotalPaise,
          line.gstRate,
        ],
      );
    }
    await tx.query(
      `insert into order_status_history (order_id, from_status, to_status, actor_role, actor_user_id)
       values ($1, null, $2, 'customer', $3)`,
      [orderId, online ? 'payment_pending' : 'placed', userId],
    );
    if (applied) {
      await tx.query(
        'insert into coupon_redemptions (coupon_id, user_id, order_id, discount_paise) values ($1, $2, $3, $4)',
        [applied.coupon.id, userId, orderId, summary.couponDiscountPaise],
      );
    }
    await closeCartAsOrdered(tx, userId, orderId, lines);
    await announceOrderChange(tx, orderId, { from: null, to: online ? 'payment_pending' : 'placed' });
    return orderId;
  }

  /** The address to deliver to (saved or typed) and the nearest store that serves it; refused when none does. */
  async function serve(
    userId: string,
    request: { addressId?: string | undefined; address?: DeliveryAddress | undefined },
  ): Promise<ServedAddress> {
    const address = request.addressId
      ? toDeliveryAddress(await deps.addresses.get(userId, request.addressId))
      : toDeliveryAddress(request.address as DeliveryAddress);
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

  return {
    quote,

    async placeOrder(
      userId: string,
      language: Language,
      request: {
        addressId?: string | undefined;
        address?: DeliveryAddress | undefined;
        paymentMethod: 'cod' | 'online';
        couponCode?: string | undefined;
      },
      idempotencyKey: string,
    ): Promise<PlacedOrder> {
      // Outside the transaction: reading the address and the stores needs no locks.
      const served = await serve(userId, request);
      // The validated request is hashed, so formatting differences (spaces, +91) do not count as a new body.
      const hash = requestHash(request);
      return db.transaction(async (tx) => {
        // A concurrent request with the same key waits here until the first one commits or rolls back.
        const claim = await tx.query(
          `insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
           values ($1, $2, $3, 0, '{}'::jsonb) on conflict (user_id, key) do nothing`,
          [userId, idempotencyKey, hash],
        );
        if (claim.rowCount === 0) {
          const { rows } = await tx.query<{
            request_hash: string;
            response_status: number;
            response_body: { order: OrderView };
          }>(
            'select request_hash, response_status, response_body from idempotency_keys where user_id = $1 and key = $2',
            [userId, idempotencyKey],
          );
          const stored = rows[0]!;
          if (stored.request_hash !== hash) throw new DomainError('IDEMPOTENCY_MISMATCH');
          return { status: stored.response_status, body: stored.response_body, replayed: true };
        }

        const cart = await lockCartForCheckout(tx, userId, language);
        const lines = cart.lines;
        if (lines.length === 0) {
          if (cart.orderedOrderId) {
            throw new DomainError('CART_ALREADY_ORDERED', {
              params: { orderNumber: shortOrderId(cart.orderedOrderId) },
              details: { orderId: cart.orderedOrderId },
            });
          }
          throw new DomainError('CART_EMPTY');
        }
        const problems = problemsOf(lines);
        if (problems.length > 0) throw refuseChangedCart(problems);
        const subtotal = summarise(lines, feeRule).subtotalPaise;
        if (subtotal < feeRule.minimumOrderPaise) {
          throw new DomainError('MIN_ORDER', {
            params: {
              minimumPaise: feeRule.minimumOrderPaise,
              amountPaise: feeRule.minimumOrderPaise - subtotal,
            },
          });
        }
        const applied = request.couponCode
          ? await applyCoupon(tx, request.couponCode, userId, subtotal)
          : null;
        await takeStock(tx, lines);
        const orderId = await insertOrder(tx, userId, request, served, lines, applied);
        const [order] = await loadOrderViews(tx, language, 'o.id = $1', [orderId]);
        const body = { order: order! };
        await tx.query(
          'update idempotency_keys set response_status = 201, response_body = $3 where user_id = $1 and key = $2',
          [userId, idempotencyKey, body as unknown as Record<string, unknown>],
        );
        return { status: 201, body, replayed: false };
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
