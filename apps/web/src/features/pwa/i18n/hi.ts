import type { pwaEn } from './en.js';

export const pwaHi: typeof pwaEn = {
  updateReady: 'टोकरी का नया वर्शन तैयार है।',
  updateReload: 'रीलोड करें',
};
