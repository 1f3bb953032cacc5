import type { CreditNoteView, Invoice, InvoiceLine, Language, OrderView } from '@tokri/core';
import type { Database } from '../../db/database.js';
import { localised } from '../catalog/localise.js';
import type { CreditNoteDocument, InvoiceDocument } from './invoice-document.js';
import {
  type CreditNoteRow,
  creditNotesOf,
  draftInvoice,
  type IssuedInvoiceRow,
  invoiceOf,
  isInvoiceDue,
  issueCreditNotes,
  issueInvoice,
  lockForInvoice,
  uncreditedRefunds,
} from './invoice-issuer.js';

/**
 * Reading an order's tax invoice and credit notes (ADR 0047). Reading also catches up: an order whose invoice
 * is due but was never issued (delivered before invoices existed) gets it now, and every processed refund of an
 * invoiced order without a credit note gets one now (lazily, in the order's lock). The caller has checked that
 * the reader may see the order.
 */
export function createInvoiceService(db: Database) {
  async function current(orderId: string): Promise<IssuedInvoiceRow | null> {
    const invoice = await invoiceOf(db, orderId);
    const owed = invoice
      ? (await uncreditedRefunds(db, orderId)).length > 0
      : await isInvoiceDue(db, orderId);
    if (!owed) return invoice;
    return db.transaction(async (tx) => {
      await lockForInvoice(tx, orderId);
      const issued = await issueInvoice(tx, orderId);
      if (issued) await issueCreditNotes(tx, issued);
      return issued;
    });
  }

  async function names(productIds: string[], language: Language) {
    if (language === 'en' || productIds.length === 0) return new Map<string, unknown>();
    const { rows } = await db.query<{ id: string; translations: unknown }>(
      'select id, translations from products where id = any($1::uuid[])',
      [productIds],
    );
    return new Map(rows.map((row) => [row.id, row.translations]));
  }

  type Localise = (productId: string | null, name: string) => string;

  function linesOf(document: InvoiceDocument | CreditNoteDocument, localise: Localise): InvoiceLine[] {
    return document.lines.map(({ productId, ...line }) => ({
      kind: line.kind,
      name: localise(productId, line.name),
      code: line.code,
      rate: line.rate,
      quantity: line.quantity,
      unit: line.unit,
      totalPaise: line.totalPaise,
      discountPaise: line.discountPaise,
      valuePaise: line.valuePaise,
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      taxPaise: line.taxPaise,
    }));
  }

  function creditNoteView(note: CreditNoteRow, invoiceNumber: string, localise: Localise): CreditNoteView {
    return {
      number: note.number,
      issuedAt: new Date(note.issued_at).toISOString(),
      invoiceNumber,
      amountPaise: note.amount_paise,
      cause: note.document.cause,
      refundReference: note.document.refundReference,
      lines: linesOf(note.document, localise),
      totals: { ...note.document.totals, discountPaise: 0 },
    };
  }

  return {
    /** The order's invoice as issued, or what it will say while it is pending. */
    async read(order: OrderView, language: Language): Promise<Invoice> {
      const issued = await current(order.id);
      const draft = issued ? null : await draftInvoice(db, order.id);
      const document = issued?.document ?? draft!.document;
      const notes = issued ? await creditNotesOf(db, issued.id) : [];
      const productIds = [
        ...new Set(
          [document, ...notes.map((note) => note.document)].flatMap((doc) =>
            doc.lines.flatMap((line) => (line.productId ? [line.productId] : [])),
          ),
        ),
      ];
      const translations = await names(productIds, language);
      const localise: Localise = (id, name) =>
        id ? localised(translations.get(id), language, 'name', name) : name;
      const lines = linesOf(document, localise);
      const hasSeller = Boolean(issued) || Boolean(draft?.store);
      return {
        status: issued ? 'issued' : 'pending',
        invoiceNumber: issued?.number ?? null,
        orderId: order.id,
        orderShortId: order.shortId,
        issuedAt: issued ? new Date(issued.issued_at).toISOString() : null,
        seller: hasSeller ? document.seller : null,
        billTo: document.billTo,
        placeOfSupply: hasSeller ? document.placeOfSupply : null,
        supplyType: document.supplyType,
        lines,
        byRate: document.byRate,
        totals: document.totals,
        itemsTotalPaise: document.itemsTotalPaise,
        discountPaise: document.discountPaise,
        deliveryFeePaise: document.deliveryFeePaise,
        totalPaise: document.totalPaise,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        creditNotes: notes.map((note) => creditNoteView(note, issued!.number, localise)),
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
