import { featureTexts, useFeatureText } from '../i18n/feature-texts.js';

/**
 * Substitution choice per item (issue 15 item 2, ADR 0045): the checkout's "If an item is unavailable", the
 * order page's substitute with its Reject button, and the rider's Unavailable flow. In the checkout, order and
 * delivery chunks only, never in the /home bundle.
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
  replaces: 'Replaces {{item}}',
  reject: 'Reject',
  rejectLabel: 'Reject {{item}}',
  rejectUntil: 'You can reject it until {{time}}.',
  rejected: 'Rejected',
  substituted: 'Replaced',
  rejectedToast: 'Rejected. We will refund it.',
  unavailable: 'Unavailable',
  unavailableLabel: 'Unavailable: {{item}}',
  callFirst: 'The customer asked to be called about {{item}}.',
  callCustomer: 'Call the customer',
  substitute: 'Substitute',
  remove: 'Remove',
  substituteFor: 'Substitute',
  customerChose: 'Customer chose: {{choice}}',
};

type SubstitutionTexts = typeof en;

const hi: SubstitutionTexts = {
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
  replaces: '{{item}} के बदले',
  reject: 'अस्वीकार करें',
  rejectLabel: '{{item}} अस्वीकार करें',
  rejectUntil: 'आप इसे {{time}} तक अस्वीकार कर सकते हैं।',
  rejected: 'अस्वीकार किया',
  substituted: 'बदला गया',
  rejectedToast: 'अस्वीकार किया। हम इसके पैसे लौटाएँगे।',
  unavailable: 'उपलब्ध नहीं',
  unavailableLabel: 'उपलब्ध नहीं: {{item}}',
  callFirst: 'ग्राहक ने {{item}} के बारे में कॉल करने को कहा है।',
  callCustomer: 'ग्राहक को कॉल करें',
  substitute: 'बदलें',
  remove: 'हटाएँ',
  substituteFor: 'बदला हुआ सामान',
  customerChose: 'ग्राहक की पसंद: {{choice}}',
};

const te: SubstitutionTexts = {
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
  replaces: '{{item}} బదులుగా',
  reject: 'తిరస్కరించండి',
  rejectLabel: '{{item}} తిరస్కరించండి',
  rejectUntil: '{{time}} వరకు మీరు దీన్ని తిరస్కరించవచ్చు.',
  rejected: 'తిరస్కరించారు',
  substituted: 'మార్చబడింది',
  rejectedToast: 'తిరస్కరించారు. దీని డబ్బు తిరిగి ఇస్తాం.',
  unavailable: 'అందుబాటులో లేదు',
  unavailableLabel: 'అందుబాటులో లేదు: {{item}}',
  callFirst: '{{item}} గురించి కాల్ చేయమని కస్టమర్ అడిగారు.',
  callCustomer: 'కస్టమర్‌కు కాల్ చేయండి',
  substitute: 'ప్రత్యామ్నాయం',
  remove: 'తీసివేయండి',
  substituteFor: 'ప్రత్యామ్నాయం',
  customerChose: 'కస్టమర్ ఎంపిక: {{choice}}',
};

export const substitutionTexts = featureTexts('substitution', { en, hi, te });
export const useSubstitutionText = () => useFeatureText(substitutionTexts);
