import type { Invoice } from '@tokri/core';
import type { OrderView } from './order-views.js';

/** GST is inside the price: taxable value = total × 100 / (100 + rate), rounded to the paisa. */
export function splitGst(totalPaise: number, rate: number) {
  const taxable = Math.round((totalPaise * 100) / (100 + rate));
  return { taxablePaise: taxable, gstPaise: totalPaise - taxable };
}

export const SELLER = {
  name: 'Tokri Retail Private Limited',
  address: '12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
  gstin: '29ABCDE1234F1Z5',
};

export function buildInvoice(order: OrderView): Invoice {
  const lines = order.items.map((item) => ({
    name: item.name,
    unit: item.unit,
    quantity: item.quantity,
    unitPricePaise: item.unitPricePaise,
    gstRate: item.gstRate,
    totalPaise: item.totalPricePaise,
    ...splitGst(item.totalPricePaise, item.gstRate),
  }));
  return {
    invoiceNumber: `INV-${order.trackingId ?? order.shortId}`,
    orderId: order.id,
    issuedAt: order.createdAt,
    seller: SELLER,
    billTo: order.deliveryAddress,
    lines,
    taxablePaise: lines.reduce((sum, line) => sum + line.taxablePaise, 0),
    gstPaise: lines.reduce((sum, line) => sum + line.gstPaise, 0),
    itemsTotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    deliveryFeePaise: order.deliveryFeePaise,
    totalPaise: order.totalPaise,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
}
