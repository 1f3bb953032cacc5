import type { paymentsEn } from './en.js';

export const paymentsHi: typeof paymentsEn = {
  upiQrBlock: 'किसी भी यूपीआई ऐप से क्यूआर कोड स्कैन करें',
};
