import type { OrderAddress, PaymentMethodKind } from './order-types.js';

/**
 * GET /api/orders/:id/invoice (issue 15 item 5, ADR 0047). Prices include GST; each line's taxable value and
 * tax are on its value after its share of the coupon. `status: 'pending'` until the invoice is issued (at the
 * captured payment of an online order, at delivery otherwise): then the number and date are null and the
 * figures are what the invoice will say.
 */
export interface InvoiceTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface InvoiceLine extends InvoiceTax {
  kind: 'goods' | 'delivery';
  /** The product's name in the reader's language (the delivery line's label is the web's). */
  name: string;
  /** HSN for goods, SAC 9968 for delivery; null for a product without one. */
  code: string | null;
  rate: number;
  quantity: number;
  unit: string;
  totalPaise: number;
  /** This line's share of the coupon. */
  discountPaise: number;
  /** totalPaise − discountPaise = taxable + tax. */
  valuePaise: number;
}

export interface InvoiceRateSummary extends InvoiceTax {
  rate: number;
  valuePaise: number;
}

export interface InvoiceTotals extends InvoiceTax {
  valuePaise: number;
  discountPaise: number;
}

export interface InvoiceSeller {
  /** The store's trading name, e.g. "Tokri Banjara Hills". */
  storeName: string;
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
  stateName: string;
}

export interface PlaceOfSupply {
  stateCode: string;
  stateName: string;
}

export interface CreditNoteView {
  number: string;
  issuedAt: string;
  invoiceNumber: string;
  amountPaise: number;
  /** Why the money went back (the refund's cause) and the gateway's reference. */
  cause: string;
  refundReference: string | null;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

export interface Invoice {
  status: 'issued' | 'pending';
  invoiceNumber: string | null;
  orderId: string;
  orderShortId: string;
  issuedAt: string | null;
  seller: InvoiceSeller | null;
  billTo: OrderAddress;
  placeOfSupply: PlaceOfSupply | null;
  /** CGST + SGST when the place of supply is the store's state, IGST otherwise. */
  supplyType: 'intra' | 'inter';
  lines: InvoiceLine[];
  byRate: InvoiceRateSummary[];
  totals: InvoiceTotals;
  itemsTotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  paymentMethod: PaymentMethodKind | 'wallet';
  paymentStatus: string;
  creditNotes: CreditNoteView[];
}

/** GET /api/orders/:id/credit-notes */
export interface CreditNotesResponse {
  items: CreditNoteView[];
}
