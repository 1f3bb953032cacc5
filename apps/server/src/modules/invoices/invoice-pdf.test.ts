import type { Invoice, InvoiceLine } from '@tokri/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { scriptRuns } from './invoice-fonts.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/**
 * Issue 32 item 8: a Hindi-named customer in Hyderabad gets her name, the shop's Telugu name and ₹ in the
 * invoice PDF, read back with a real PDF text extractor (pdf.js), not "?" and "Rs.".
 */
const CUSTOMER = 'प्रिया शर्मा';
const STORE = 'టోక్రి బంజారా హిల్స్';
const PRODUCT = 'ताज़ा पनीर';

const tax = { taxablePaise: 8571, cgstPaise: 214, sgstPaise: 215, igstPaise: 0, taxPaise: 429 };
const line: InvoiceLine = {
  ...tax,
  kind: 'goods',
  name: PRODUCT,
  code: '04061000',
  rate: 5,
  quantity: 1,
  unit: '200 g',
  totalPaise: 90_00,
  discountPaise: 0,
  valuePaise: 90_00,
};

const INVOICE: Invoice = {
  status: 'issued',
  invoiceNumber: 'HYD1/2026-27/000042',
  orderId: '00000000-0000-4000-8000-000000000042',
  orderShortId: 'TK42',
  issuedAt: '2026-12-07T09:30:00.000Z',
  seller: {
    storeName: STORE,
    legalName: 'Tokri Retail Private Limited',
    gstin: '36AAKCT7301M1ZX',
    address: 'Road No. 12, Banjara Hills, Hyderabad, Telangana, 500034',
    stateCode: '36',
    stateName: 'Telangana',
  },
  billTo: {
    contactName: CUSTOMER,
    contactPhone: '+919876543210',
    house: '8-2-293',
    street: 'Road No. 3',
    landmark: '',
    area: 'Banjara Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500034',
    lat: null,
    lng: null,
  } as Invoice['billTo'],
  placeOfSupply: { stateCode: '36', stateName: 'Telangana' },
  supplyType: 'intra',
  lines: [line],
  byRate: [{ ...tax, rate: 5, valuePaise: 90_00 }],
  totals: { ...tax, valuePaise: 90_00, discountPaise: 0 },
  itemsTotalPaise: 90_00,
  discountPaise: 0,
  deliveryFeePaise: 0,
  totalPaise: 90_00,
  paymentMethod: 'cod',
  paymentStatus: 'paid',
  creditNotes: [],
};

interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

/** The page's text two ways: the drawn glyphs (what copy/paste of glyphs gives) and the tagged lines' text. */
async function extract(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const glyphs: string[] = [];
  const lines: string[] = [];
  const walk = (node: StructNode | null | undefined) => {
    if (!node) return;
    if (node.role === 'P' && node.alt) lines.push(node.alt);
    for (const child of node.children ?? []) walk(child);
  };
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) glyphs.push(item.str);
    walk((await page.getStructTree()) as StructNode);
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { glyphs: glyphs.join(''), lines, title: info.Title };
}

const sorted = (text: string) => [...text.replace(/\s/g, '')].sort().join('');

describe('invoice PDF', () => {
  it('when a Hindi-named customer in Hyderabad is billed by a store with a Telugu name, then the PDF text has both names and ₹', async () => {
    const bytes = await renderInvoicePdf(INVOICE);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { glyphs, lines, title } = await extract(bytes);
    expect(title).toBe('Tax invoice HYD1/2026-27/000042');

    // Reading order, from the tagged lines: the names as written, and amounts in ₹, never "Rs." or "?".
    const text = lines.join('\n');
    expect(lines).toContain(CUSTOMER);
    expect(text).toContain(`Tokri Retail Private Limited (${STORE})`);
    expect(text).toContain(`1. ${PRODUCT} (200 g) × 1`);
    expect(text).toContain('Invoice total: ₹90');
    expect(text).toContain('CGST ₹2.14  SGST ₹2.15');
    expect(text).not.toMatch(/Rs\.|\?/);

    // The drawn glyphs: every character of each name has a real glyph in an embedded font (no "?", no
    // .notdef); a shaped Indic cluster comes out of the glyphs in visual order, so compare the letters.
    expect(glyphs).not.toContain('?');
    expect(glyphs).not.toContain(String.fromCharCode(0));
    expect(glyphs).toContain('₹90');
    expect(sorted(glyphs.match(/[\u0C00-\u0C7F]+/g)!.join(''))).toBe(sorted(STORE));
    expect(sorted(glyphs.match(/[\u0900-\u097F]+/g)!.join(''))).toBe(sorted(CUSTOMER + PRODUCT));
  });

  it('when the reader reads Hindi or Telugu, then the invoice’s words are in that language, with ₹ and the law’s abbreviations', async () => {
    const hindi = (await extract(await renderInvoicePdf(INVOICE, 'hi'))).lines.join('\n');
    expect(hindi).toContain('टैक्स इनवॉइस');
    expect(hindi).toContain('इनवॉइस की कुल राशि: ₹90');
    expect(hindi).toContain('कुल CGST: ₹2.14   कुल SGST: ₹2.15');
    expect(hindi).not.toMatch(/Invoice|Total|Supplier|Price/);
    const telugu = await extract(await renderInvoicePdf(INVOICE, 'te'));
    expect(telugu.title).toBe('పన్ను ఇన్‌వాయిస్ HYD1/2026-27/000042');
    expect(telugu.lines).toContain('సరఫరాదారు');
    expect(telugu.lines.join('\n')).toContain('ఇన్‌వాయిస్ మొత్తం: ₹90');
    expect(telugu.lines.join('\n')).not.toMatch(/Invoice|Total|Supplier|Price/);
  });

  it('when a line is too long for the page, then it wraps instead of running off the edge', async () => {
    const long = { ...INVOICE.billTo, street: 'Very long street name '.repeat(12).trim() };
    const { lines } = await extract(await renderInvoicePdf({ ...INVOICE, billTo: long }));
    const address = lines.filter((text) => text.includes('Very long street'));
    expect(address.length).toBeGreaterThan(1);
    expect(address.join(' ')).toContain(long.street);
  });

  it('when text mixes scripts, then each script gets its own run and spaces stay with the run they sit in', () => {
    expect(scriptRuns('Bill to: प्रिया शर्मा, ₹45.50 టోక్రి')).toEqual([
      { script: 'latin', text: 'Bill to: ' },
      { script: 'devanagari', text: 'प्रिया शर्मा' },
      { script: 'latin', text: ', ' },
      { script: 'devanagari', text: '₹' },
      { script: 'latin', text: '45.50 ' },
      { script: 'telugu', text: 'టోక్రి' },
    ]);
    expect(scriptRuns(' x')).toEqual([{ script: 'latin', text: ' x' }]);
  });
});
