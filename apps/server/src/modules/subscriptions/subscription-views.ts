import { discountedUnitPaise, type Language, type SubscriptionView, type Weekday } from '@tokri/core';
import { localised } from '../catalog/localise.js';
import type { PlanRow } from './subscription-queries.js';

/** A plan as the list shows it: the product's name in the reader's language and today's price of one pack. */
export function toSubscriptionView(row: PlanRow, language: Language): SubscriptionView {
  const variant = row.variant_id !== null;
  const mrpPaise = variant ? (row.variant_price_paise ?? 0) : row.product_price_paise;
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    productName: localised(row.product_translations, language, 'name', row.product_name),
    imageUrl: row.image_url,
    unit: variant ? (row.variant_unit ?? row.product_unit) : row.product_unit,
    unitPricePaise: discountedUnitPaise({
      unitPricePaise: mrpPaise,
      productDiscountPercent: row.product_discount,
      variantDiscountPercent: variant ? row.variant_discount : undefined,
    }),
    mrpPaise,
    available: row.product_active && (!variant || row.variant_active === true),
    type: row.subscription_type,
    deliveryDays: row.delivery_days as Weekday[],
    quantity: row.quantity,
    startDate: row.start_date,
    endDate: row.end_date,
    nextDeliveryDate: row.next_delivery_date,
    isActive: row.is_active,
    paymentMethod: row.payment_method,
    deliveryAddress: row.delivery_address,
    pauses: row.pauses,
    skips: row.skips,
    dayQuantities: row.day_quantities,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
