import type { checkoutOfflineEn } from './en.js';

export const checkoutOfflineTe: typeof checkoutOfflineEn = {
  needsConnection: 'ఆర్డర్ చేయడానికి ఇంటర్నెట్ కనెక్షన్ కావాలి. మళ్లీ ఆన్‌లైన్‌కి రాగానే మీరు ఆర్డర్ చేయవచ్చు.',
};
