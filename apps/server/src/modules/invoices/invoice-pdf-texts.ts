import type { Language } from '@tokri/core';

/**
 * The invoice PDF's words in the reader's language (ADR 0080). GSTIN, HSN, SAC, CGST, SGST and IGST are the
 * law's own abbreviations and stay as they are printed on every Indian invoice; the rest is translated.
 */
const en = {
  title: 'Tax invoice {number}',
  taxInvoice: 'TAX INVOICE',
  orderSummary: 'ORDER SUMMARY (the tax invoice is issued on delivery)',
  invoiceNumber: 'Invoice number: {number}',
  invoiceDate: 'Invoice date: {date} (IST)',
  order: 'Order: {id}',
  supplier: 'Supplier',
  gstinState: 'GSTIN: {gstin}   State: {state} ({code})',
  billTo: 'Bill to / ship to',
  placeOfSupply: 'Place of supply: {state} ({code})',
  supply: 'Reverse charge: No   Supply: {supply}',
  intra: 'intra-state (CGST + SGST)',
  inter: 'inter-state (IGST)',
  items: 'Items',
  delivery: 'Delivery charges',
  price: 'Price {amount}',
  discount: 'Discount {amount}',
  taxable: 'Taxable value {amount}',
  amount: 'Amount {amount}',
  taxByRate: 'Tax by rate',
  rateLine: '{rate}%: taxable {amount}',
  totalTaxable: 'Total taxable value: {amount}',
  totalCgstSgst: 'Total CGST: {cgst}   Total SGST: {sgst}',
  totalIgst: 'Total IGST: {amount}',
  coupon: 'Coupon discount (in the values above): {amount}',
  total: 'Invoice total: {amount}',
  creditNote: 'Credit note {number} against {invoice}',
  creditDate: 'Date: {date} (IST)   Refund: {amount}',
  reference: 'Ref {reference}',
  footer: 'Prices include GST. This is a computer-generated invoice and needs no signature.',
};
export type InvoicePdfKey = keyof typeof en;

const hi: Record<InvoicePdfKey, string> = {
  title: 'टैक्स इनवॉइस {number}',
  taxInvoice: 'टैक्स इनवॉइस',
  orderSummary: 'ऑर्डर सारांश (टैक्स इनवॉइस डिलीवरी पर बनता है)',
  invoiceNumber: 'इनवॉइस संख्या: {number}',
  invoiceDate: 'इनवॉइस की तारीख: {date} (भारतीय समय)',
  order: 'ऑर्डर: {id}',
  supplier: 'आपूर्तिकर्ता',
  gstinState: 'GSTIN: {gstin}   राज्य: {state} ({code})',
  billTo: 'बिल और डिलीवरी का पता',
  placeOfSupply: 'आपूर्ति का स्थान: {state} ({code})',
  supply: 'रिवर्स चार्ज: नहीं   आपूर्ति: {supply}',
  intra: 'राज्य के भीतर (CGST + SGST)',
  inter: 'दूसरे राज्य में (IGST)',
  items: 'सामान',
  delivery: 'डिलीवरी शुल्क',
  price: 'कीमत {amount}',
  discount: 'छूट {amount}',
  taxable: 'कर योग्य मूल्य {amount}',
  amount: 'राशि {amount}',
  taxByRate: 'दर के अनुसार कर',
  rateLine: '{rate}%: कर योग्य {amount}',
  totalTaxable: 'कुल कर योग्य मूल्य: {amount}',
  totalCgstSgst: 'कुल CGST: {cgst}   कुल SGST: {sgst}',
  totalIgst: 'कुल IGST: {amount}',
  coupon: 'कूपन छूट (ऊपर के मूल्यों में शामिल): {amount}',
  total: 'इनवॉइस की कुल राशि: {amount}',
  creditNote: 'क्रेडिट नोट {number}, इनवॉइस {invoice} पर',
  creditDate: 'तारीख: {date} (भारतीय समय)   रिफ़ंड: {amount}',
  reference: 'संदर्भ {reference}',
  footer: 'कीमतों में GST शामिल है। यह कंप्यूटर से बना इनवॉइस है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
};

const te: Record<InvoicePdfKey, string> = {
  title: 'పన్ను ఇన్‌వాయిస్ {number}',
  taxInvoice: 'పన్ను ఇన్‌వాయిస్',
  orderSummary: 'ఆర్డర్ సారాంశం (పన్ను ఇన్‌వాయిస్ డెలివరీ అయ్యాక జారీ అవుతుంది)',
  invoiceNumber: 'ఇన్‌వాయిస్ సంఖ్య: {number}',
  invoiceDate: 'ఇన్‌వాయిస్ తేదీ: {date} (భారత కాలమానం)',
  order: 'ఆర్డర్: {id}',
  supplier: 'సరఫరాదారు',
  gstinState: 'GSTIN: {gstin}   రాష్ట్రం: {state} ({code})',
  billTo: 'బిల్లు మరియు డెలివరీ చిరునామా',
  placeOfSupply: 'సరఫరా స్థలం: {state} ({code})',
  supply: 'రివర్స్ ఛార్జ్: లేదు   సరఫరా: {supply}',
  intra: 'రాష్ట్రం లోపల (CGST + SGST)',
  inter: 'వేరే రాష్ట్రానికి (IGST)',
  items: 'వస్తువులు',
  delivery: 'డెలివరీ ఛార్జీలు',
  price: 'ధర {amount}',
  discount: 'తగ్గింపు {amount}',
  taxable: 'పన్ను విధించదగిన విలువ {amount}',
  amount: 'మొత్తం {amount}',
  taxByRate: 'రేటు వారీగా పన్ను',
  rateLine: '{rate}%: పన్ను విధించదగినది {amount}',
  totalTaxable: 'మొత్తం పన్ను విధించదగిన విలువ: {amount}',
  totalCgstSgst: 'మొత్తం CGST: {cgst}   మొత్తం SGST: {sgst}',
  totalIgst: 'మొత్తం IGST: {amount}',
  coupon: 'కూపన్ తగ్గింపు (పై విలువల్లో కలిపి): {amount}',
  total: 'ఇన్‌వాయిస్ మొత్తం: {amount}',
  creditNote: 'క్రెడిట్ నోట్ {number}, ఇన్‌వాయిస్ {invoice} పై',
  creditDate: 'తేదీ: {date} (భారత కాలమానం)   రీఫండ్: {amount}',
  reference: 'సూచన {reference}',
  footer: 'ధరల్లో GST కలిసి ఉంది. ఇది కంప్యూటర్ తయారు చేసిన ఇన్‌వాయిస్, దీనికి సంతకం అవసరం లేదు.',
};

export const INVOICE_PDF_TEXTS: Record<Language, Record<InvoicePdfKey, string>> = { en, hi, te };

/** `{name}` placeholders filled in; a missing one is left visible rather than printed as "undefined". */
export function invoicePdfText(
  language: Language,
  key: InvoicePdfKey,
  params: Record<string, string | number> = {},
): string {
  return INVOICE_PDF_TEXTS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
