import type { checkoutOfflineEn } from './en.js';

export const checkoutOfflineHi: typeof checkoutOfflineEn = {
  needsConnection: 'ऑर्डर देने के लिए इंटरनेट कनेक्शन चाहिए। इंटरनेट लौटते ही आप ऑर्डर दे सकते हैं।',
};
