import {
  computeCreditNote,
  computeGstInvoice,
  type DeliveryAddress,
  type GstComputedInvoice,
  type GstComputedLine,
  gstStateCodeOf,
  gstStateName,
  type InvoiceSeller,
  type PlaceOfSupply,
} from '@tokri/core';

/**
 * What an issued tax invoice or credit note says, stored as issued (ADR 0047): the store, the buyer, the place
 * of supply and every line with its tax. Pure: built from rows the issuer read.
 */
export interface InvoiceDocumentLine extends GstComputedLine {
  productId: string | null;
}

export interface InvoiceDocument extends Omit<GstComputedInvoice, 'lines'> {
  seller: InvoiceSeller;
  billTo: DeliveryAddress;
  placeOfSupply: PlaceOfSupply;
  supplyType: 'intra' | 'inter';
  lines: InvoiceDocumentLine[];
  itemsTotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
}

export interface CreditNoteDocumentLine extends InvoiceDocumentLine {
  /** Which line of the invoice this credits. */
  invoiceLine: number;
}

export interface CreditNoteDocument extends Omit<GstComputedInvoice, 'lines'> {
  cause: string;
  refundReference: string | null;
  lines: CreditNoteDocumentLine[];
}

export interface StoreGstRow {
  id: string;
  name: string;
  legal_name: string;
  gstin: string | null;
  state_code: string | null;
  invoice_code: string | null;
  address: string;
  city: string;
  pincode: string;
}

export interface InvoiceOrderRow {
  id: string;
  delivery_address: DeliveryAddress;
  discount_paise: number;
  delivery_fee_paise: number;
  total_paise: number;
}

export interface InvoiceItemRow {
  product_id: string | null;
  product_name: string;
  unit: string;
  quantity: number;
  total_price_paise: number;
  gst_rate: number;
  hsn_code: string | null;
  line_status: string | null;
}

/** A store that can issue invoices: it has a GSTIN, a state and a document code. */
export function invoicingStore(
  store: StoreGstRow | null,
): (StoreGstRow & { gstin: string; state_code: string; invoice_code: string }) | null {
  if (!store?.gstin || !store.state_code || !store.invoice_code) return null;
  return store as StoreGstRow & { gstin: string; state_code: string; invoice_code: string };
}

export function sellerOf(store: StoreGstRow & { gstin: string; state_code: string }): InvoiceSeller {
  const stateName = gstStateName(store.state_code) ?? '';
  const address = [store.address, store.city, stateName, store.pincode].filter(Boolean).join(', ');
  return {
    storeName: store.name,
    legalName: store.legal_name || store.name,
    gstin: store.gstin,
    address,
    stateCode: store.state_code,
    stateName,
  };
}

/**
 * The place of supply of goods delivered to a customer is where they are delivered: the address's state. An
 * address whose state is not recognised is taken to be in the store's state (a store only serves nearby
 * addresses; ADR 0047).
 */
export function placeOfSupplyOf(address: DeliveryAddress, storeStateCode: string): PlaceOfSupply {
  const code = gstStateCodeOf(address.state ?? '') ?? storeStateCode;
  return { stateCode: code, stateName: gstStateName(code) ?? address.state ?? '' };
}

/** The invoice of an order: the lines it delivers (or will: a missing or refused line is not supplied). */
export function invoiceDocumentOf(
  order: InvoiceOrderRow,
  items: readonly InvoiceItemRow[],
  store: StoreGstRow & { gstin: string; state_code: string },
): InvoiceDocument {
  const supplied = items.filter((item) => (item.line_status ?? 'ok') === 'ok');
  const placeOfSupply = placeOfSupplyOf(order.delivery_address, store.state_code);
  const intraState = placeOfSupply.stateCode === store.state_code;
  const computed = computeGstInvoice({
    lines: supplied.map((item) => ({
      name: item.product_name,
      hsnCode: item.hsn_code,
      rate: item.gst_rate,
      quantity: item.quantity,
      unit: item.unit,
      totalPaise: item.total_price_paise,
    })),
    discountPaise: order.discount_paise,
    deliveryFeePaise: order.delivery_fee_paise,
    intraState,
  });
  const itemsTotal = supplied.reduce((sum, item) => sum + item.total_price_paise, 0);
  return {
    ...computed,
    lines: computed.lines.map((line, index) => ({ ...line, productId: supplied[index]?.product_id ?? null })),
    seller: sellerOf(store),
    billTo: order.delivery_address,
    placeOfSupply,
    supplyType: intraState ? 'intra' : 'inter',
    itemsTotalPaise: itemsTotal,
    discountPaise: computed.totals.discountPaise,
    deliveryFeePaise: order.delivery_fee_paise,
    totalPaise: computed.totals.valuePaise,
  };
}

/**
 * A credit note for a refund: over what each invoice line still has uncredited after `earlier` notes; a late
 * delivery's refund credits the delivery line first (it is the delivery fee that goes back).
 */
export function creditNoteDocumentOf(
  invoice: InvoiceDocument,
  earlier: readonly CreditNoteDocument[],
  refund: { amount_paise: number; cause: string; gateway_refund_id: string | null },
): CreditNoteDocument {
  const credited = invoice.lines.map(() => 0);
  for (const note of earlier) for (const line of note.lines) credited[line.invoiceLine]! += line.valuePaise;
  const computed = computeCreditNote(
    invoice.lines.map((line, index) => ({ ...line, remainingPaise: line.valuePaise - credited[index]! })),
    refund.amount_paise,
    invoice.supplyType === 'intra',
    refund.cause === 'late_delivery',
  );
  const { sources, ...totals } = computed;
  const lines = computed.lines.map((line, i) => {
    const source = invoice.lines[sources[i]!]!;
    return { ...line, productId: source.productId, unit: source.unit, invoiceLine: sources[i]! };
  });
  return { ...totals, lines, cause: refund.cause, refundReference: refund.gateway_refund_id };
}
