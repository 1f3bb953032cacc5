import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

/** The admin's side of the handover (issue 14): delivering without the code, and the riders' cash of the day. */
const en = {
  deliver: {
    action: 'Deliver without code',
    locked: 'Code locked: too many wrong tries',
    title: 'Deliver #{{id}} without the code',
    body: 'Use this when the code locked or the customer cannot show it. The reason is kept in the audit log.',
    reason: 'Reason',
    reasonRequired: 'Write why the order is delivered without the code.',
    cash: 'Cash the rider collected (₹)',
    due: 'Due: {{amount}}',
    cashRequired: 'Enter the cash in rupees, for example 345 or 345.50.',
    confirm: 'Mark delivered',
    back: 'Back',
    done: 'Order #{{id}} delivered',
    failed: 'Could not deliver #{{id}}',
  },
  cash: {
    title: 'Cash collected today',
    rider: 'Delivery partner',
    deliveries: 'Deliveries',
    amount: 'Cash',
    total: 'Total',
    none: 'No deliveries yet today.',
    loadFailed: 'Could not load the cash report',
    retry: 'Try again',
  },
};
const hi: typeof en = {
  deliver: {
    action: 'बिना कोड डिलीवर करें',
    locked: 'कोड लॉक: बहुत ज़्यादा गलत कोशिशें',
    title: '#{{id}} को बिना कोड डिलीवर करें',
    body: 'इसे तब चुनें जब कोड लॉक हो गया हो या ग्राहक कोड न दिखा सके। कारण ऑडिट लॉग में रखा जाता है।',
    reason: 'कारण',
    reasonRequired: 'लिखें कि ऑर्डर बिना कोड के क्यों डिलीवर हो रहा है।',
    cash: 'राइडर को मिला नकद (₹)',
    due: 'बकाया: {{amount}}',
    cashRequired: 'नकद रुपयों में लिखें, जैसे 345 या 345.50।',
    confirm: 'डिलीवर हुआ दर्ज करें',
    back: 'वापस',
    done: 'ऑर्डर #{{id}} डिलीवर हुआ',
    failed: '#{{id}} डिलीवर दर्ज नहीं हो सका',
  },
  cash: {
    title: 'आज मिला नकद',
    rider: 'डिलीवरी पार्टनर',
    deliveries: 'डिलीवरी',
    amount: 'नकद',
    total: 'कुल',
    none: 'आज अभी तक कोई डिलीवरी नहीं।',
    loadFailed: 'नकद का हिसाब लोड नहीं हो सका',
    retry: 'फिर कोशिश करें',
  },
};
const te: typeof en = {
  deliver: {
    action: 'కోడ్ లేకుండా డెలివర్ చేయండి',
    locked: 'కోడ్ లాక్ అయింది: చాలా తప్పు ప్రయత్నాలు',
    title: '#{{id}}ను కోడ్ లేకుండా డెలివర్ చేయండి',
    body: 'కోడ్ లాక్ అయినప్పుడు లేదా కస్టమర్ కోడ్ చూపలేనప్పుడు దీన్ని వాడండి. కారణం ఆడిట్ లాగ్‌లో ఉంటుంది.',
    reason: 'కారణం',
    reasonRequired: 'ఆర్డర్‌ను కోడ్ లేకుండా ఎందుకు డెలివర్ చేస్తున్నారో రాయండి.',
    cash: 'రైడర్ తీసుకున్న నగదు (₹)',
    due: 'రావలసింది: {{amount}}',
    cashRequired: 'నగదును రూపాయల్లో రాయండి, ఉదాహరణకు 345 లేదా 345.50.',
    confirm: 'డెలివర్ అయినట్లు గుర్తించండి',
    back: 'వెనక్కి',
    done: 'ఆర్డర్ #{{id}} డెలివర్ అయింది',
    failed: '#{{id}}ను డెలివర్ చేయలేకపోయాం',
  },
  cash: {
    title: 'ఈరోజు తీసుకున్న నగదు',
    rider: 'డెలివరీ భాగస్వామి',
    deliveries: 'డెలివరీలు',
    amount: 'నగదు',
    total: 'మొత్తం',
    none: 'ఈరోజు ఇంకా డెలివరీలు లేవు.',
    loadFailed: 'నగదు లెక్క లోడ్ కాలేదు',
    retry: 'మళ్లీ ప్రయత్నించండి',
  },
};

export const handoverTexts = featureTexts('adminHandover', { en, hi, te });
export const useHandoverText = () => useFeatureText(handoverTexts);
