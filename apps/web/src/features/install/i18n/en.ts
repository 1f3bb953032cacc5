/** The install card's texts (English, the source); hi.ts and te.ts have the same keys. ADR 0054. */
export const installEn = {
  title: 'Install Tokri',
  body: 'Open Tokri from your home screen: faster, and your cart works even on a weak network.',
  install: 'Install',
  notNow: 'Not now',
};
