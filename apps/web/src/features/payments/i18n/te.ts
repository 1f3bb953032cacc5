import type { paymentsEn } from './en.js';

export const paymentsTe: typeof paymentsEn = {
  upiQrBlock: 'ఏదైనా యూపీఐ యాప్‌తో క్యూఆర్ కోడ్‌ను స్కాన్ చేయండి',
};
