/** Texts payments hands to Razorpay Checkout (English, the source); hi.ts and te.ts have the same keys. */
export const paymentsEn = {
  upiQrBlock: 'Scan the QR code with any UPI app',
};
