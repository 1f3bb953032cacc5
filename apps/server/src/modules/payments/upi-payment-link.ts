import QRCode from 'qrcode';

/** Paise as the rupees a UPI link carries: always two decimals ("450.50"), never a float's rounding. */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The UPI deep link (NPCI's `upi://pay` with payee, name, amount, currency and the payment's reference) that a
 * phone opens in a UPI app by intent and a computer shows as a QR code to scan.
 */
export function upiPaymentLink(payment: {
  payeeVpa: string;
  amountPaise: number;
  reference: string;
}): string {
  const fields = {
    pa: payment.payeeVpa,
    pn: 'Tokri',
    am: upiAmount(payment.amountPaise),
    cu: 'INR',
    tr: payment.reference,
  };
  // Some UPI apps read the payee's "@" only as it is, not percent-encoded.
  const query = Object.entries(fields).map(
    ([name, value]) => `${name}=${encodeURIComponent(value).replace(/%40/g, '@')}`,
  );
  return `upi://pay?${query.join('&')}`;
}

/** The link as an SVG QR code (error correction M, as printed UPI codes use), drawn on the server: no script. */
export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
