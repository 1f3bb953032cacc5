import type { CartLine, CartSummary } from '@tokri/core';
import {
  amountToFreeDeliveryPaise,
  cartLineTotalPaise,
  type DeliveryFeeRule,
  deliveryFeePaise,
  discountedUnitPaise,
  effectiveDiscount,
  type Language,
} from '@tokri/core';
import { localised } from '../catalog/localise.js';

/** A cart line joined to its product (and variant), read with current prices. */
export interface PricedLineRow {
  product_id: string;
  variant_id: string | null;
  quantity: number;
  name: string;
  translations: unknown;
  image_url: string | null;
  is_active: boolean;
  gst_rate: number;
  product_unit: string;
  product_price_paise: number;
  product_discount: number;
  product_stock: number;
  variant_name: string | null;
  variant_unit: string | null;
  variant_price_paise: number | null;
  variant_discount: number | null;
  variant_stock: number | null;
  variant_active: boolean | null;
}

/** SQL that reads a user's cart lines with the current price of each (alias ci for cart_items). */
export const PRICED_CART_LINES = `
  select ci.product_id, ci.variant_id, ci.quantity,
         p.name, p.translations, p.image_url, p.is_active, p.gst_rate,
         p.unit as product_unit, p.price_paise as product_price_paise, p.discount_percentage as product_discount,
         p.stock_quantity as product_stock,
         v.name as variant_name, v.unit as variant_unit, v.price_paise as variant_price_paise,
         v.discount_percentage as variant_discount, v.stock_quantity as variant_stock, v.is_active as variant_active
    from cart_items ci
    join products p on p.id = ci.product_id
    left join product_variants v on v.id = ci.variant_id`;

export function toCartLine(row: PricedLineRow, language: Language): CartLine {
  const variant = row.variant_id !== null;
  const unitPricePaise = variant ? (row.variant_price_paise ?? 0) : row.product_price_paise;
  const priceInput = {
    unitPricePaise,
    productDiscountPercent: row.product_discount,
    variantDiscountPercent: variant ? row.variant_discount : undefined,
  };
  const stock = variant ? (row.variant_stock ?? 0) : row.product_stock;
  const active = row.is_active && (!variant || row.variant_active === true);
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    name: localised(row.translations, language, 'name', row.name),
    unit: variant ? (row.variant_unit ?? '') : row.product_unit,
    variantName: row.variant_name,
    imageUrl: row.image_url,
    quantity: row.quantity,
    unitPricePaise,
    discountPercentage: effectiveDiscount(row.product_discount, variant ? row.variant_discount : undefined),
    finalUnitPricePaise: discountedUnitPaise(priceInput),
    lineTotalPaise: cartLineTotalPaise({ ...priceInput, quantity: row.quantity }),
    stockQuantity: stock,
    gstRate: row.gst_rate,
    available: active && stock >= row.quantity,
  };
}

/** The full breakdown shown before checkout: no fee appears for the first time at the end. */
export function summarise(lines: CartLine[], rule: DeliveryFeeRule, couponDiscountPaise = 0): CartSummary {
  const counted = lines.filter((line) => line.available);
  const subtotal = counted.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const afterCoupon = Math.max(0, subtotal - couponDiscountPaise);
  const fee = deliveryFeePaise(afterCoupon, rule);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    mrpTotalPaise: counted.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0),
    subtotalPaise: subtotal,
    couponDiscountPaise: Math.min(couponDiscountPaise, subtotal),
    deliveryFeePaise: fee,
    totalPaise: afterCoupon + fee,
    minimumOrderPaise: rule.minimumOrderPaise,
    freeDeliveryFromPaise: rule.freeDeliveryFromPaise,
    amountToFreeDeliveryPaise: amountToFreeDeliveryPaise(afterCoupon, rule),
  };
}

export type { CartLine, CartSummary };
