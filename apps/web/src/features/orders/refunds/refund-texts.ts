import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

/**
 * The order's refunds on its page (issue 15 item 1, ADR 0042), in the order pages' lazy chunk (not the /home
 * bundle, ADR 0033).
 */
const en = {
  title: 'Refunds',
  owed: 'Being started',
  pending: 'On its way',
  processed: 'Refunded',
  failed: 'Failed: we will contact you',
  reference: 'Reference {{reference}}',
};
const hi: typeof en = {
  title: 'रिफ़ंड',
  owed: 'शुरू किया जा रहा है',
  pending: 'रास्ते में है',
  processed: 'वापस कर दिया',
  failed: 'नहीं हो सका: हम आपसे संपर्क करेंगे',
  reference: 'संदर्भ {{reference}}',
};
const te: typeof en = {
  title: 'రీఫండ్‌లు',
  owed: 'ప్రారంభిస్తున్నాం',
  pending: 'దారిలో ఉంది',
  processed: 'తిరిగి ఇచ్చాం',
  failed: 'విఫలమైంది: మేము మిమ్మల్ని సంప్రదిస్తాం',
  reference: 'రిఫరెన్స్ {{reference}}',
};

export const refundTexts = featureTexts('orderRefunds', { en, hi, te });
export const useRefundText = () => useFeatureText(refundTexts);
