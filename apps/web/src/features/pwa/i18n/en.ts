/** The update prompt's texts (English, the source); hi.ts and te.ts have the same keys. */
export const pwaEn = {
  updateReady: 'A new version of Tokri is ready.',
  updateReload: 'Reload',
};
