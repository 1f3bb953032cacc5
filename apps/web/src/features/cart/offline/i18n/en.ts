/** The offline cart's own texts (English, the source); hi.ts and te.ts have the same keys. ADR 0054. */
export const offlineCartEn = {
  pendingTitle: 'Waiting for connection',
  pendingHint: 'Prices are confirmed when these reach your cart.',
  conflictsTitle: 'Your cart changed while you were offline',
  conflict: {
    unavailable: '{{name}} is no longer available, so it is not in your cart.',
    capped: 'Only {{quantity}} of {{name}} could be added (you chose {{asked}}).',
    priceChanged: '{{name}} now costs {{now}} (it was {{was}}).',
  },
  dismiss: 'OK',
};
