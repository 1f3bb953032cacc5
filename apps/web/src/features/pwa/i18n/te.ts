import type { pwaEn } from './en.js';

export const pwaTe: typeof pwaEn = {
  updateReady: 'టోకరి కొత్త వెర్షన్ సిద్ధంగా ఉంది.',
  updateReload: 'రీలోడ్ చేయండి',
};
