import type { Invoice, InvoiceLine } from '@tokri/core';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The tax invoice as a PDF (ADR 0047): A4, Helvetica (a standard font, nothing to embed or download). The
 * standard fonts speak WinAnsi only, so the PDF is in English, amounts are "Rs." and any character outside
 * WinAnsi (a Devanagari address line) is written as "?": the web page is the place for Hindi and Telugu.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

const rupees = (paise: number) => `Rs. ${(paise / 100).toFixed(2)}`;
const winAnsi = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  line(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) {
    const size = options.size ?? 9;
    if (this.y - size < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    this.page.drawText(winAnsi(text), {
      x: MARGIN + (options.x ?? 0),
      y: this.y - size,
      size,
      font: options.bold ? this.bold : this.font,
      color: rgb(0.1, 0.1, 0.1),
    });
    this.y -= size + (options.gap ?? 4);
  }
  space(points = 8) {
    this.y -= points;
  }
}

function taxText(line: Pick<InvoiceLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>, intra: boolean) {
  return intra
    ? `CGST ${rupees(line.cgstPaise)}  SGST ${rupees(line.sgstPaise)}`
    : `IGST ${rupees(line.igstPaise)}`;
}

export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Tax invoice ${invoice.invoiceNumber ?? invoice.orderShortId}`);
  doc.setProducer('Tokri');
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const intra = invoice.supplyType === 'intra';
  w.line(
    invoice.status === 'issued' ? 'TAX INVOICE' : 'ORDER SUMMARY (the tax invoice is issued on delivery)',
    {
      size: 14,
      bold: true,
      gap: 8,
    },
  );
  if (invoice.invoiceNumber) w.line(`Invoice number: ${invoice.invoiceNumber}`, { bold: true });
  if (invoice.issuedAt) w.line(`Invoice date: ${IST_DATE.format(new Date(invoice.issuedAt))} (IST)`);
  w.line(`Order: ${invoice.orderShortId}`);
  w.space();
  if (invoice.seller) {
    w.line('Supplier', { bold: true });
    w.line(`${invoice.seller.legalName} (${invoice.seller.storeName})`);
    w.line(invoice.seller.address);
    w.line(
      `GSTIN: ${invoice.seller.gstin}   State: ${invoice.seller.stateName} (${invoice.seller.stateCode})`,
    );
    w.space();
  }
  w.line('Bill to / ship to', { bold: true });
  const to = invoice.billTo;
  w.line(to.contactName);
  w.line([to.house, to.street, to.area, to.city, to.state, to.pincode].filter(Boolean).join(', '));
  if (invoice.placeOfSupply)
    w.line(`Place of supply: ${invoice.placeOfSupply.stateName} (${invoice.placeOfSupply.stateCode})`);
  w.line(`Reverse charge: No   Supply: ${intra ? 'intra-state (CGST + SGST)' : 'inter-state (IGST)'}`);
  w.space();
  w.line('Items', { bold: true });
  invoice.lines.forEach((line, index) => {
    const name =
      line.kind === 'delivery' ? 'Delivery charges' : `${line.name} (${line.unit}) x ${line.quantity}`;
    w.line(`${index + 1}. ${name}`, { bold: true, gap: 2 });
    w.line(
      `${line.kind === 'delivery' ? 'SAC' : 'HSN'} ${line.code ?? '-'}   GST ${line.rate}%   Price ${rupees(line.totalPaise)}` +
        (line.discountPaise > 0 ? `   Discount ${rupees(line.discountPaise)}` : ''),
      { x: 12, gap: 2 },
    );
    w.line(
      `Taxable value ${rupees(line.taxablePaise)}   ${taxText(line, intra)}   Amount ${rupees(line.valuePaise)}`,
      { x: 12 },
    );
  });
  w.space();
  w.line('Tax by rate', { bold: true });
  for (const rate of invoice.byRate) {
    w.line(`${rate.rate}%: taxable ${rupees(rate.taxablePaise)}   ${taxText(rate, intra)}`, { x: 12 });
  }
  w.space();
  const t = invoice.totals;
  w.line(`Total taxable value: ${rupees(t.taxablePaise)}`, { bold: true });
  w.line(
    intra
      ? `Total CGST: ${rupees(t.cgstPaise)}   Total SGST: ${rupees(t.sgstPaise)}`
      : `Total IGST: ${rupees(t.igstPaise)}`,
  );
  w.line(`Coupon discount (in the values above): ${rupees(t.discountPaise)}`);
  w.line(`Invoice total: ${rupees(t.valuePaise)}`, { size: 12, bold: true, gap: 8 });
  for (const note of invoice.creditNotes) {
    w.space();
    w.line(`Credit note ${note.number} against ${note.invoiceNumber}`, { bold: true });
    w.line(
      `Date: ${IST_DATE.format(new Date(note.issuedAt))} (IST)   Refund: ${rupees(note.amountPaise)}` +
        (note.refundReference ? `   Ref ${note.refundReference}` : ''),
    );
    w.line(`Taxable value ${rupees(note.totals.taxablePaise)}   ${taxText(note.totals, intra)}`, { x: 12 });
  }
  w.space();
  w.line('Prices include GST. This is a computer-generated invoice and needs no signature.', { size: 8 });
  return doc.save();
}
