import { formatRupees, INTL_LOCALE, type Invoice, type InvoiceLine, type Language } from '@tokri/core';
import PDFDocument from 'pdfkit';
import { fontFile, type Script, scriptRuns, type Weight } from './invoice-fonts.js';
import { type InvoicePdfKey, invoicePdfText } from './invoice-pdf-texts.js';

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

const istDate = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

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

/** The document in one language: its words, its rupees and its dates. */
function wordsFor(language: Language) {
  const rupees = (paise: number) => formatRupees(paise, language);
  return {
    rupees,
    say: (key: InvoicePdfKey, params?: Record<string, string | number>) =>
      invoicePdfText(language, key, params),
    date: (iso: string) => istDate(language, iso),
    tax: (line: Pick<InvoiceLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>, intra: boolean) =>
      intra
        ? `CGST ${rupees(line.cgstPaise)}  SGST ${rupees(line.sgstPaise)}`
        : `IGST ${rupees(line.igstPaise)}`,
  };
}

/**
 * The invoice in the reader's language (names of products as the order view gives them in that language);
 * amounts in ₹ with Indian grouping, dates in IST.
 */
export async function renderInvoicePdf(invoice: Invoice, language: Language = 'en'): Promise<Uint8Array> {
  const { rupees, say, date, tax } = wordsFor(language);
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: MARGIN,
    tagged: true,
    lang: INTL_LOCALE[language],
    displayTitle: true,
    info: {
      Title: say('title', { number: invoice.invoiceNumber ?? invoice.orderShortId }),
      Producer: 'Tokri',
      Creator: 'Tokri',
      // The document's date is the invoice's, not the machine's (one clock).
      ...(invoice.issuedAt ? { CreationDate: new Date(invoice.issuedAt) } : {}),
    },
  });
  const done = collect(doc);
  const w = new Writer(doc);
  const intra = invoice.supplyType === 'intra';
  w.line(say(invoice.status === 'issued' ? 'taxInvoice' : 'orderSummary'), { size: 14, bold: true, gap: 8 });
  if (invoice.invoiceNumber) w.line(say('invoiceNumber', { number: invoice.invoiceNumber }), { bold: true });
  if (invoice.issuedAt) w.line(say('invoiceDate', { date: date(invoice.issuedAt) }));
  w.line(say('order', { id: invoice.orderShortId }));
  w.space();
  if (invoice.seller) {
    const seller = invoice.seller;
    w.line(say('supplier'), { bold: true });
    w.line(`${seller.legalName} (${seller.storeName})`);
    w.line(seller.address);
    w.line(say('gstinState', { gstin: seller.gstin, state: seller.stateName, code: seller.stateCode }));
    w.space();
  }
  w.line(say('billTo'), { bold: true });
  const to = invoice.billTo;
  w.line(to.contactName);
  w.line([to.house, to.street, to.area, to.city, to.state, to.pincode].filter(Boolean).join(', '));
  if (invoice.placeOfSupply)
    w.line(
      say('placeOfSupply', { state: invoice.placeOfSupply.stateName, code: invoice.placeOfSupply.stateCode }),
    );
  w.line(say('supply', { supply: say(intra ? 'intra' : 'inter') }));
  w.space();
  w.line(say('items'), { bold: true });
  invoice.lines.forEach((line, index) => {
    const name =
      line.kind === 'delivery' ? say('delivery') : `${line.name} (${line.unit}) × ${line.quantity}`;
    w.line(`${index + 1}. ${name}`, { bold: true, gap: 2 });
    const parts = [
      `${line.kind === 'delivery' ? 'SAC' : 'HSN'} ${line.code ?? '-'}`,
      `GST ${line.rate}%`,
      say('price', { amount: rupees(line.totalPaise) }),
      ...(line.discountPaise > 0 ? [say('discount', { amount: rupees(line.discountPaise) })] : []),
    ];
    w.line(parts.join('   '), { x: 12, gap: 2 });
    w.line(
      [
        say('taxable', { amount: rupees(line.taxablePaise) }),
        tax(line, intra),
        say('amount', { amount: rupees(line.valuePaise) }),
      ].join('   '),
      { x: 12 },
    );
  });
  w.space();
  w.line(say('taxByRate'), { bold: true });
  for (const rate of invoice.byRate) {
    w.line(
      `${say('rateLine', { rate: rate.rate, amount: rupees(rate.taxablePaise) })}   ${tax(rate, intra)}`,
      {
        x: 12,
      },
    );
  }
  w.space();
  const t = invoice.totals;
  w.line(say('totalTaxable', { amount: rupees(t.taxablePaise) }), { bold: true });
  w.line(
    intra
      ? say('totalCgstSgst', { cgst: rupees(t.cgstPaise), sgst: rupees(t.sgstPaise) })
      : say('totalIgst', { amount: rupees(t.igstPaise) }),
  );
  w.line(say('coupon', { amount: rupees(t.discountPaise) }));
  w.line(say('total', { amount: rupees(t.valuePaise) }), { size: 12, bold: true, gap: 8 });
  for (const note of invoice.creditNotes) {
    w.space();
    w.line(say('creditNote', { number: note.number, invoice: note.invoiceNumber }), { bold: true });
    w.line(
      say('creditDate', { date: date(note.issuedAt), amount: rupees(note.amountPaise) }) +
        (note.refundReference ? `   ${say('reference', { reference: note.refundReference })}` : ''),
    );
    w.line(`${say('taxable', { amount: rupees(note.totals.taxablePaise) })}   ${tax(note.totals, intra)}`, {
      x: 12,
    });
  }
  w.space();
  w.line(say('footer'), { size: 8 });
  doc.end();
  return done;
}
