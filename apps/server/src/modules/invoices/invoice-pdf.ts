import { formatRupees, type Invoice, type InvoiceLine } from '@tokri/core';
import PDFDocument from 'pdfkit';
import { fontFile, type Script, scriptRuns, type Weight } from './invoice-fonts.js';

/**
 * The tax invoice as a PDF (ADR 0047, ADR 0080): A4, drawn with pdfkit, whose fontkit shapes Devanagari and
 * Telugu (conjuncts, reph, vowel signs), in the Noto Sans faces the web shows, subset into the file. So a
 * Hindi name, a Telugu store name and ₹ print as themselves. The PDF is tagged: each line is a structure
 * element whose ActualText is the line in reading order, which is what screen readers and text extraction
 * read where the glyphs of a shaped Indic cluster are drawn in visual order.
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const INK = '#1a1a1a';

const rupees = (paise: number) => formatRupees(paise, 'en');

const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

class Writer {
  private y = MARGIN;
  constructor(private readonly doc: PDFKit.PDFDocument) {
    for (const script of ['latin', 'devanagari', 'telugu'] as const)
      for (const weight of [400, 700] as const)
        doc.registerFont(fontName(script, weight), fontFile(script, weight));
  }

  private width(text: string, size: number, weight: Weight) {
    let width = 0;
    for (const run of scriptRuns(text))
      width += this.doc.font(fontName(run.script, weight)).fontSize(size).widthOfString(run.text);
    return width;
  }

  /** Greedy word wrap: a long address goes on to the next line instead of off the page. */
  private wrap(text: string, size: number, weight: Weight, maxWidth: number) {
    if (this.width(text, size, weight) <= maxWidth) return [text];
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(next, size, weight) > maxWidth) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
    return lines;
  }

  line(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) {
    const size = options.size ?? 9;
    const weight: Weight = options.bold ? 700 : 400;
    const left = MARGIN + (options.x ?? 0);
    const height = size * 1.4;
    for (const part of this.wrap(text, size, weight, WIDTH - (options.x ?? 0))) {
      if (this.y + height > A4.height - MARGIN) {
        this.doc.addPage({ size: [A4.width, A4.height], margin: MARGIN });
        this.y = MARGIN;
      }
      const top = this.y;
      const element = this.doc.struct('P', { actual: part }, () => {
        let x = left;
        for (const run of scriptRuns(part)) {
          this.doc.font(fontName(run.script, weight)).fontSize(size).fillColor(INK);
          this.doc.text(run.text, x, top, { lineBreak: false });
          x += this.doc.widthOfString(run.text);
        }
      });
      this.doc.addStructure(element);
      this.y += height;
    }
    this.y += (options.gap ?? 3) - 2;
  }
  space(points = 8) {
    this.y += points;
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

function taxText(line: Pick<InvoiceLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>, intra: boolean) {
  return intra
    ? `CGST ${rupees(line.cgstPaise)}  SGST ${rupees(line.sgstPaise)}`
    : `IGST ${rupees(line.igstPaise)}`;
}

export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: MARGIN,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Tax invoice ${invoice.invoiceNumber ?? invoice.orderShortId}`,
      Producer: 'Tokri',
      Creator: 'Tokri',
      // The document's date is the invoice's, not the machine's (one clock).
      ...(invoice.issuedAt ? { CreationDate: new Date(invoice.issuedAt) } : {}),
    },
  });
  const done = collect(doc);
  const w = new Writer(doc);
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
      line.kind === 'delivery' ? 'Delivery charges' : `${line.name} (${line.unit}) × ${line.quantity}`;
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
  doc.end();
  return done;
}
