import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

/**
 * The customer's side of the handover (issue 14): the delivery code card and the lines the rider removed. Few,
 * short texts, in the order pages' lazy chunks (not the /home bundle, ADR 0033).
 */
const en = {
  title: 'Delivery code',
  share: 'Share this code with your delivery partner',
  spoken: 'Delivery code {{digits}}',
  missing: 'Missing: not charged',
  refused: 'Returned: not charged',
  amountNow: 'Amount now: {{amount}}',
  refundDue: '{{amount}} will be refunded to you',
};
const hi: typeof en = {
  title: 'डिलीवरी कोड',
  share: 'यह कोड अपने डिलीवरी पार्टनर को बताएँ',
  spoken: 'डिलीवरी कोड {{digits}}',
  missing: 'नहीं मिला: पैसे नहीं लगेंगे',
  refused: 'लौटाया: पैसे नहीं लगेंगे',
  amountNow: 'अब की रकम: {{amount}}',
  refundDue: '{{amount}} आपको वापस मिलेंगे',
};
const te: typeof en = {
  title: 'డెలివరీ కోడ్',
  share: 'ఈ కోడ్‌ను మీ డెలివరీ భాగస్వామికి చెప్పండి',
  spoken: 'డెలివరీ కోడ్ {{digits}}',
  missing: 'దొరకలేదు: డబ్బు తీసుకోము',
  refused: 'తిరిగి ఇచ్చారు: డబ్బు తీసుకోము',
  amountNow: 'ఇప్పటి మొత్తం: {{amount}}',
  refundDue: '{{amount}} మీకు తిరిగి వస్తుంది',
};

export const handoverTexts = featureTexts('orderHandover', { en, hi, te });
export const useHandoverText = () => useFeatureText(handoverTexts);
