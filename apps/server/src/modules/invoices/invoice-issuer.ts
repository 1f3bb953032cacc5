import { financialYearOf, type GstDocumentKind, gstDocumentNumber } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import {
  type CreditNoteDocument,
  creditNoteDocumentOf,
  type InvoiceDocument,
  type InvoiceItemRow,
  type InvoiceOrderRow,
  invoiceDocumentOf,
  invoicingStore,
  type StoreGstRow,
} from './invoice-document.js';

/**
 * Issuing tax invoices and credit notes (issue 15 item 5, ADR 0047). The invoices module owns tax_invoices,
 * credit_notes and gst_document_counters. Every function here runs inside the caller's transaction, which
 * must hold the order's row lock (the orders module's lockOrder, or lockForInvoice below).
 *
 * When: an online order's invoice is issued when its payment is captured; any other order's when it is
 * delivered. A cancelled unpaid order never takes a number.
 */

export interface IssuedInvoiceRow {
  id: string;
  order_id: string;
  seller_location_id: string;
  number: string;
  issued_at: Date;
  document: InvoiceDocument;
}

const STORE_COLUMNS = `s.id, s.name, s.legal_name, s.gstin, s.state_code, s.invoice_code, s.address, s.city, s.pincode`;

/**
 * The next serial of a series. The update takes the counter row's lock until the caller's transaction ends, so
 * a concurrent issue in the same series waits; if the caller rolls back, the number was never used.
 */
async function nextSerial(tx: Queryable, storeId: string, financialYear: string, kind: GstDocumentKind) {
  await tx.query(
    `insert into gst_document_counters (seller_location_id, financial_year, kind) values ($1, $2, $3)
     on conflict do nothing`,
    [storeId, financialYear, kind],
  );
  const { rows } = await tx.query<{ last_serial: number }>(
    `update gst_document_counters set last_serial = last_serial + 1
      where seller_location_id = $1 and financial_year = $2 and kind = $3 returning last_serial`,
    [storeId, financialYear, kind],
  );
  return rows[0]!.last_serial;
}

async function transactionTime(tx: Queryable): Promise<Date> {
  const { rows } = await tx.query<{ now: Date }>('select tokri_now() as now');
  return new Date(rows[0]!.now);
}

export async function invoiceOf(db: Queryable, orderId: string): Promise<IssuedInvoiceRow | null> {
  const { rows } = await db.query<IssuedInvoiceRow>(
    `select id, order_id, seller_location_id, number, issued_at, document from tax_invoices where order_id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** For a reader that issues lazily: the order's row lock, taken before any counter's (one lock order). */
export async function lockForInvoice(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('select id from orders where id = $1 for update', [orderId]);
}

/**
 * Issues the order's tax invoice now, once: returns the one it already has, or null when its store cannot
 * issue invoices (no GSTIN, state or document code yet) or it has no store.
 */
/** Whether the order's invoice is due: it was delivered, or it is an online order whose payment was captured. */
export async function isInvoiceDue(db: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await db.query<{ due: boolean }>(
    `select o.status = 'delivered'
            or (o.payment_method = 'online' and exists (select 1 from order_status_history h
                                                         where h.order_id = o.id and h.note = 'payment_captured')) as due
       from orders o where o.id = $1`,
    [orderId],
  );
  return rows[0]?.due ?? false;
}

/** The invoice the order would get now (its store may not be able to issue one: then `store` is null). */
export async function draftInvoice(db: Queryable, orderId: string) {
  const { rows: orders } = await db.query<InvoiceOrderRow & { store: StoreGstRow | null }>(
    `select o.id, o.delivery_address, o.discount_paise, o.delivery_fee_paise, o.total_paise,
            (select to_jsonb(x) from (select ${STORE_COLUMNS} from seller_locations s
                                        where s.id = o.seller_location_id) x) as store
       from orders o where o.id = $1`,
    [orderId],
  );
  const order = orders[0];
  if (!order) return null;
  const store = invoicingStore(order.store);
  const { rows: items } = await db.query<InvoiceItemRow>(
    `select product_id, product_name, unit, quantity, total_price_paise, gst_rate, hsn_code, line_status
       from order_items where order_id = $1 order by created_at, id`,
    [orderId],
  );
  const fallback = {
    state_code: '',
    gstin: '',
    name: '',
    legal_name: '',
    address: '',
    city: '',
    pincode: '',
  };
  const document = invoiceDocumentOf(order, items, store ?? { ...fallback, id: '', invoice_code: null });
  return { store, document };
}

/**
 * Issues the order's tax invoice now, once: returns the one it already has, or null when its store cannot
 * issue invoices (no GSTIN, state or document code yet) or it has no store.
 */
export async function issueInvoice(tx: Queryable, orderId: string): Promise<IssuedInvoiceRow | null> {
  const existing = await invoiceOf(tx, orderId);
  if (existing) return existing;
  const draft = await draftInvoice(tx, orderId);
  const store = draft?.store;
  if (!draft || !store) return null;
  const { document } = draft;
  const issuedAt = await transactionTime(tx);
  const financialYear = financialYearOf(issuedAt);
  const serial = await nextSerial(tx, store.id, financialYear, 'invoice');
  const number = gstDocumentNumber('invoice', store.invoice_code, financialYear, serial);
  const { rows } = await tx.query<IssuedInvoiceRow>(
    `insert into tax_invoices (order_id, seller_location_id, financial_year, serial, number, issued_at, document)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning id, order_id, seller_location_id, number, issued_at, document`,
    [
      orderId,
      store.id,
      financialYear,
      serial,
      number,
      issuedAt,
      document as unknown as Record<string, unknown>,
    ],
  );
  return rows[0]!;
}

export interface CreditNoteRow {
  id: string;
  refund_id: string;
  number: string;
  amount_paise: number;
  issued_at: Date;
  document: CreditNoteDocument;
}

export async function creditNotesOf(db: Queryable, invoiceId: string): Promise<CreditNoteRow[]> {
  const { rows } = await db.query<CreditNoteRow>(
    `select id, refund_id, number, amount_paise, issued_at, document from credit_notes
      where invoice_id = $1 order by serial`,
    [invoiceId],
  );
  return rows;
}

/** Processed refunds of the order that have no credit note yet, oldest first. */
export async function uncreditedRefunds(db: Queryable, orderId: string) {
  const { rows } = await db.query<{
    id: string;
    amount_paise: number;
    cause: string;
    gateway_refund_id: string | null;
  }>(
    `select r.id, r.amount_paise, r.cause, r.gateway_refund_id from refunds r
      where r.order_id = $1 and r.status = 'processed'
        and not exists (select 1 from credit_notes c where c.refund_id = r.id)
      order by r.processed_at nulls last, r.created_at, r.id`,
    [orderId],
  );
  return rows;
}

/**
 * One credit note for every processed refund of an invoiced order that has none, in the store's credit-note
 * series. Runs under the order's lock (so two readers never both number one refund; refund_id is unique too).
 */
export async function issueCreditNotes(tx: Queryable, invoice: IssuedInvoiceRow): Promise<number> {
  const refunds = await uncreditedRefunds(tx, invoice.order_id);
  if (refunds.length === 0) return 0;
  const earlier = (await creditNotesOf(tx, invoice.id)).map((note) => note.document);
  const { rows: codes } = await tx.query<{ invoice_code: string | null }>(
    'select invoice_code from seller_locations where id = $1',
    [invoice.seller_location_id],
  );
  const code = codes[0]?.invoice_code;
  if (!code) return 0;
  const issuedAt = await transactionTime(tx);
  const financialYear = financialYearOf(issuedAt);
  for (const refund of refunds) {
    const document = creditNoteDocumentOf(invoice.document, earlier, refund);
    const serial = await nextSerial(tx, invoice.seller_location_id, financialYear, 'credit_note');
    await tx.query(
      `insert into credit_notes (refund_id, invoice_id, seller_location_id, financial_year, serial, number,
                                 amount_paise, issued_at, document)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        refund.id,
        invoice.id,
        invoice.seller_location_id,
        financialYear,
        serial,
        gstDocumentNumber('credit_note', code, financialYear, serial),
        document.totals.valuePaise,
        issuedAt,
        document as unknown as Record<string, unknown>,
      ],
    );
    earlier.push(document);
  }
  return refunds.length;
}
