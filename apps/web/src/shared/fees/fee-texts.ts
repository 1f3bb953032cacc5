import { featureTexts, useFeatureText } from '../i18n/feature-texts.js';

/**
 * "Why this fee?" (ADR 0043): the explanation of each fee line, in the cart, checkout and order chunks only,
 * never in the /home bundle.
 */
const en = {
  why: 'Why this fee?',
  hide: 'Hide the explanation',
  deliveryCharged:
    'Delivery costs {{fee}} on orders under {{threshold}}. This order is {{short}} short of free delivery.',
  deliveryFree: 'Delivery is free on orders of {{threshold}} or more, and this order is.',
  noOtherFees: 'There is no other fee: no small-cart, handling or cash-on-delivery charge.',
};

type FeeTexts = typeof en;

const hi: FeeTexts = {
  why: 'यह शुल्क क्यों?',
  hide: 'विवरण छिपाएँ',
  deliveryCharged:
    '{{threshold}} से कम के ऑर्डर पर डिलीवरी {{fee}} की है। मुफ़्त डिलीवरी के लिए यह ऑर्डर {{short}} कम है।',
  deliveryFree: '{{threshold}} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है, और यह ऑर्डर उतना है।',
  noOtherFees: 'कोई और शुल्क नहीं है: न छोटे कार्ट का, न हैंडलिंग का, न कैश ऑन डिलीवरी का।',
};

const te: FeeTexts = {
  why: 'ఈ రుసుము ఎందుకు?',
  hide: 'వివరణ దాచండి',
  deliveryCharged: '{{threshold}} కంటే తక్కువ ఆర్డర్లకు డెలివరీ {{fee}}. ఉచిత డెలివరీకి ఈ ఆర్డర్ {{short}} తక్కువగా ఉంది.',
  deliveryFree: '{{threshold}} లేదా అంతకంటే ఎక్కువ ఆర్డర్లకు డెలివరీ ఉచితం, ఈ ఆర్డర్ అంత ఉంది.',
  noOtherFees: 'వేరే రుసుము లేదు: చిన్న కార్ట్, హ్యాండ్లింగ్ లేదా క్యాష్ ఆన్ డెలివరీ ఛార్జీ ఏదీ లేదు.',
};

export const feeTexts = featureTexts('fees', { en, hi, te });
export const useFeeText = () => useFeatureText(feeTexts);
