import { featureTexts, useFeatureText } from '../../shared/i18n/feature-texts.js';

/**
 * The checkout's "If an item is unavailable" (issue 15 item 2, ADR 0045), in the checkout chunk only, never in
 * the /home bundle.
 */
const en = {
  title: 'If an item is unavailable',
  orderDefault: 'For the whole order',
  perItem: 'Choose per item',
  useDefault: 'Same as the whole order',
  choice: {
    best_match: 'Best match',
    specific: 'This specific item',
    refund: 'Refund me',
    call: 'Call me',
  },
  specificOption: 'Instead: {{name}} ({{price}})',
  hint: 'A replacement never costs you more than the item you ordered.',
};

type CheckoutSubstitutionTexts = typeof en;

const hi: CheckoutSubstitutionTexts = {
  title: 'अगर कोई सामान उपलब्ध न हो',
  orderDefault: 'पूरे ऑर्डर के लिए',
  perItem: 'हर सामान के लिए चुनें',
  useDefault: 'पूरे ऑर्डर जैसा',
  choice: {
    best_match: 'सबसे मिलता-जुलता',
    specific: 'यही खास सामान',
    refund: 'पैसे वापस करें',
    call: 'मुझे कॉल करें',
  },
  specificOption: 'इसके बदले: {{name}} ({{price}})',
  hint: 'बदला हुआ सामान कभी आपके ऑर्डर किए सामान से महँगा नहीं पड़ेगा।',
};

const te: CheckoutSubstitutionTexts = {
  title: 'ఏదైనా వస్తువు అందుబాటులో లేకపోతే',
  orderDefault: 'మొత్తం ఆర్డర్‌కు',
  perItem: 'ప్రతి వస్తువుకు ఎంచుకోండి',
  useDefault: 'మొత్తం ఆర్డర్‌లాగే',
  choice: {
    best_match: 'అత్యంత సారూప్యమైనది',
    specific: 'ఈ ప్రత్యేక వస్తువు',
    refund: 'డబ్బు తిరిగి ఇవ్వండి',
    call: 'నాకు కాల్ చేయండి',
  },
  specificOption: 'బదులుగా: {{name}} ({{price}})',
  hint: 'ప్రత్యామ్నాయం మీరు ఆర్డర్ చేసిన వస్తువు కంటే ఎప్పుడూ ఎక్కువ ఖర్చు కాదు.',
};

export const checkoutSubstitutionTexts = featureTexts('checkoutSubstitution', { en, hi, te });
export const useCheckoutSubstitutionText = () => useFeatureText(checkoutSubstitutionTexts);
