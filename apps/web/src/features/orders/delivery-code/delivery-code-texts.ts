import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

/** The delivery code card's few words, in the track page's lazy chunk (not the /home bundle, ADR 0033). */
const en = {
  title: 'Delivery code',
  share: 'Share this code with your delivery partner',
  spoken: 'Delivery code {{digits}}',
};
const hi: typeof en = {
  title: 'डिलीवरी कोड',
  share: 'यह कोड अपने डिलीवरी पार्टनर को बताएँ',
  spoken: 'डिलीवरी कोड {{digits}}',
};
const te: typeof en = {
  title: 'డెలివరీ కోడ్',
  share: 'ఈ కోడ్‌ను మీ డెలివరీ భాగస్వామికి చెప్పండి',
  spoken: 'డెలివరీ కోడ్ {{digits}}',
};

export const deliveryCodeTexts = featureTexts('deliveryCode', { en, hi, te });
export const useDeliveryCodeText = () => useFeatureText(deliveryCodeTexts);
