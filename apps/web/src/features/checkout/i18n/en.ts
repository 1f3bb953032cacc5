/** Checkout's offline texts (English, the source); hi.ts and te.ts have the same keys. ADR 0054. */
export const checkoutOfflineEn = {
  needsConnection: "Placing an order needs a connection. You can place it as soon as you're back online.",
};
