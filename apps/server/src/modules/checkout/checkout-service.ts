import {
  type CheckoutQuote,
  type CheckoutSubstitutions,
  type DeliveryAddress,
  type DeliveryFeeRule,
  type Language,
  toDeliveryAddress,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  type AddressesService,
  type AddressInput,
  saveTypedAddress,
} from '../addresses/addresses-service.js';
import { closeCartAsOrdered, type LockedCartLine, lockCartForCheckout } from '../cart/cart-checkout.js';
import {
  type CartLine,
  PRICED_CART_LINES,
  type PricedLineRow,
  summarise,
  toCartLine,
} from '../cart/cart-pricing.js';
import { type AppliedCoupon, applyCoupon } from '../coupons/coupon-application.js';
import { redeemCoupon } from '../coupons/coupon-redemptions.js';
import { takeStock } from '../inventory/stock.js';
import { recordLotTakes } from '../inventory/stock-lots.js';
import type { ServiceabilityService } from '../locations/serviceability.js';
import { announceTransition, type OrderFacts } from '../notifications/order-notifier.js';
import { createOrderWithFacts, firstStatusOf, type OrderLine } from '../orders/order-creation.js';
import { placeFreeOrder } from '../orders/order-payment-status.js';
import { loadOrderViews, type OrderView } from '../orders/order-views.js';
import { chooseForCheckout, type LineChoice } from '../substitutions/checkout-choices.js';
import { claimIdempotencyKey, storeIdempotentAnswer } from './idempotency-keys.js';
import { orderableSubtotal } from './orderable-cart.js';
import { requestHash } from './request-hash.js';

export interface CheckoutDeps {
  db: Database;
  feeRule: DeliveryFeeRule;
  paymentExpiryMinutes: number;
  /** The time coupons, stock lots and the payment deadline are judged at. */
  clock: Clock;
  addresses: AddressesService;
  serviceability: ServiceabilityService;
}

export interface CheckoutRequestInput {
  addressId?: string | undefined;
  address?: AddressInput | undefined;
  saveAddress?: boolean | undefined;
  paymentMethod: 'cod' | 'online';
  couponCode?: string | undefined;
  /** What to do per line when an item is unavailable (ADR 0045). */
  substitutions?: CheckoutSubstitutions | undefined;
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

/** A cart line as the order keeps it (price snapshot), with the customer's substitution choice. */
const toOrderLine = (line: LockedCartLine, choice: LineChoice | undefined): OrderLine => ({
  productId: line.productId,
  variantId: line.variantId,
  unit: line.unit,
  quantity: line.quantity,
  mrpPaise: line.unitPricePaise,
  unitPricePaise: line.finalUnitPricePaise,
  discountPercentage: line.discountPercentage,
  totalPricePaise: line.lineTotalPaise,
  gstRate: line.gstRate,
  ...choice,
});

/**
 * Placing an order is one transaction, told in the order a shop would do it (ADR 0025): claim the idempotency
 * key -> lock and price the cart -> take the stock -> apply the coupon -> choose each line's substitution
 * (remembered for next time, ADR 0045) -> create the order (price snapshot) ->
 * redeem the coupon -> empty the cart -> save the typed address when asked. Each step is its owner's function;
 * any failure rolls everything back.
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

  /** The cart priced as checkout would price it, with a coupon applied when one is given. */
  async function quote(userId: string, language: Language, couponCode?: string): Promise<CheckoutQuote> {
    const lines = await pricedLines(db, userId, language);
    const subtotal = summarise(lines, feeRule).subtotalPaise;
    const applied = couponCode ? await applyCoupon(db, couponCode, userId, subtotal, deps.clock()) : null;
    return {
      items: lines,
      summary: summarise(lines, feeRule, applied?.discountPaise ?? 0),
      coupon: applied ? { code: applied.coupon.code, discountPaise: applied.discountPaise } : null,
    };
  }

  /** The address to deliver to (saved or typed) and the nearest store that serves it; refused when none does. */
  async function serve(userId: string, request: CheckoutRequestInput): Promise<ServedAddress> {
    const address = request.addressId
      ? toDeliveryAddress(await deps.addresses.get(userId, request.addressId))
      : toDeliveryAddress(request.address as AddressInput);
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

  /** The order row for these lines at these prices, to this address. */
  async function writeOrder(
    tx: Queryable,
    userId: string,
    request: CheckoutRequestInput,
    served: ServedAddress,
    lines: LockedCartLine[],
    applied: AppliedCoupon | null,
    choices: readonly LineChoice[],
    now: Date,
  ): Promise<OrderFacts> {
    const summary = summarise(lines, feeRule, applied?.discountPaise ?? 0);
    const order = await createOrderWithFacts(tx, {
      userId,
      paymentMethod: request.paymentMethod,
      paymentExpiresAt: new Date(now.getTime() + deps.paymentExpiryMinutes * 60_000),
      createdAt: now,
      subtotalPaise: summary.subtotalPaise,
      deliveryFeePaise: summary.deliveryFeePaise,
      discountPaise: summary.couponDiscountPaise,
      totalPaise: summary.totalPaise,
      mrpTotalPaise: summary.mrpTotalPaise,
      address: served.address,
      coupon: applied ? { id: applied.coupon.id, code: applied.coupon.code } : null,
      storeId: served.storeId,
      distanceKm: served.distanceKm,
      lines: lines.map((line, index) => toOrderLine(line, choices[index])),
    });
    if (applied) {
      await redeemCoupon(tx, {
        couponId: applied.coupon.id,
        userId,
        orderId: order.id,
        discountPaise: summary.couponDiscountPaise,
      });
    }
    return order;
  }

  async function placeOrder(
    userId: string,
    language: Language,
    request: CheckoutRequestInput,
    idempotencyKey: string,
  ): Promise<PlacedOrder> {
    // Outside the transaction: reading the address and the stores needs no locks.
    const served = await serve(userId, request);
    // The validated request is hashed, so formatting differences (spaces, +91) do not count as a new body.
    const hash = requestHash(request);
    return db.transaction(async (tx) => {
      const replay = await claimIdempotencyKey<{ order: OrderView }>(tx, userId, idempotencyKey, hash);
      if (replay) return { ...replay, replayed: true };

      const cart = await lockCartForCheckout(tx, userId, language);
      const subtotal = orderableSubtotal(cart, feeRule);
      const now = deps.clock();
      const lotTakes = await takeStock(tx, cart.lines, now);
      const applied = request.couponCode
        ? await applyCoupon(tx, request.couponCode, userId, subtotal, now)
        : null;
      const choices = await chooseForCheckout(tx, userId, cart.lines, request.substitutions);
      const order = await writeOrder(tx, userId, request, served, cart.lines, applied, choices, now);
      const orderId = order.id;
      await recordLotTakes(tx, orderId, lotTakes);
      await closeCartAsOrdered(tx, userId, orderId, cart.lines);
      if (request.saveAddress && request.address) await saveTypedAddress(tx, userId, request.address);
      await announceTransition(tx, order, { from: null, to: firstStatusOf(request.paymentMethod) });
      // Nothing to pay (a 100% coupon): placed at once, no gateway (ADR 0071).
      if (request.paymentMethod === 'online' && order.total_paise === 0) await placeFreeOrder(tx, orderId);

      const [view] = await loadOrderViews(tx, language, 'o.id = $1', [orderId]);
      const body = { order: view! };
      await storeIdempotentAnswer(tx, userId, idempotencyKey, { status: 201, body });
      return { status: 201, body, replayed: false };
    });
  }

  return { quote, placeOrder };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
