import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

const en = {
  intro:
    'Plans the midnight run may have got wrong. Both repairs are safe to press twice and are recorded in the audit log.',
  loadFailed: 'Failed to load the subscription check',
  retry: 'Try again',
  refresh: 'Check again',
  wrong: {
    heading: 'Next delivery date disagrees with the rules',
    none: 'Every plan’s next delivery date follows the rules.',
    stored: 'Stored: {{date}}',
    expected: 'Should be: {{date}}',
    noDate: 'none',
    fix: 'Recompute dates',
    fixed: 'Next delivery set to {{date}}',
    unchanged: 'Already right; nothing changed',
  },
  missing: {
    heading: 'Due days with no order',
    none: 'No due day in the last 7 days was missed.',
    day: 'Due on {{date}}',
    fix: 'Create the order',
    ordered: 'Order created for {{date}}',
    skipped: 'No order for {{date}}: {{reason}}',
    already: 'That day was already handled',
  },
  duplicate: {
    heading: 'Orders made twice for one day',
    none: 'None: each plan has at most one order per day.',
    day: '{{count}} orders on {{date}}',
  },
  outcome: {
    skipped_out_of_stock: 'out of stock',
    skipped_balance: 'wallet balance too low',
    skipped_unavailable: 'product not on sale',
    skipped_unserviceable: 'address not served',
  },
  failed: 'That did not work: {{message}}',
  customer: 'Customer: {{name}}',
  unknownCustomer: 'Unnamed customer',
};

const hi: typeof en = {
  intro:
    'वे प्लान जिनमें आधी रात की प्रक्रिया से गड़बड़ हुई हो सकती है। दोनों सुधार दो बार दबाने पर भी सुरक्षित हैं और ऑडिट लॉग में दर्ज होते हैं।',
  loadFailed: 'सब्सक्रिप्शन जाँच लोड नहीं हो सकी',
  retry: 'फिर से कोशिश करें',
  refresh: 'फिर से जाँचें',
  wrong: {
    heading: 'अगली डिलीवरी की तारीख नियमों से मेल नहीं खाती',
    none: 'हर प्लान की अगली डिलीवरी की तारीख नियमों के अनुसार है।',
    stored: 'दर्ज: {{date}}',
    expected: 'होनी चाहिए: {{date}}',
    noDate: 'कोई नहीं',
    fix: 'तारीखें फिर से निकालें',
    fixed: 'अगली डिलीवरी {{date}} तय की गई',
    unchanged: 'पहले से सही है; कुछ नहीं बदला',
  },
  missing: {
    heading: 'देय दिन जिनका कोई ऑर्डर नहीं बना',
    none: 'पिछले 7 दिनों में कोई देय दिन नहीं छूटा।',
    day: '{{date}} को देय',
    fix: 'ऑर्डर बनाएँ',
    ordered: '{{date}} का ऑर्डर बन गया',
    skipped: '{{date}} का ऑर्डर नहीं बना: {{reason}}',
    already: 'वह दिन पहले ही निपटाया जा चुका है',
  },
  duplicate: {
    heading: 'एक दिन के लिए दो बार बने ऑर्डर',
    none: 'कोई नहीं: हर प्लान का एक दिन में अधिकतम एक ऑर्डर है।',
    day: '{{date}} को {{count}} ऑर्डर',
  },
  outcome: {
    skipped_out_of_stock: 'स्टॉक में नहीं',
    skipped_balance: 'वॉलेट बैलेंस कम है',
    skipped_unavailable: 'उत्पाद बिक्री में नहीं',
    skipped_unserviceable: 'पते पर डिलीवरी नहीं होती',
  },
  failed: 'यह नहीं हो सका: {{message}}',
  customer: 'ग्राहक: {{name}}',
  unknownCustomer: 'बिना नाम का ग्राहक',
};

const te: typeof en = {
  intro: 'అర్ధరాత్రి ప్రక్రియ తప్పుగా చేసి ఉండే ప్లాన్‌లు. రెండు సవరణలూ రెండుసార్లు నొక్కినా సురక్షితం, ఆడిట్ లాగ్‌లో నమోదవుతాయి.',
  loadFailed: 'సబ్‌స్క్రిప్షన్ తనిఖీ లోడ్ కాలేదు',
  retry: 'మళ్ళీ ప్రయత్నించండి',
  refresh: 'మళ్ళీ తనిఖీ చేయండి',
  wrong: {
    heading: 'తదుపరి డెలివరీ తేదీ నియమాలకు సరిపోలడం లేదు',
    none: 'ప్రతి ప్లాన్ తదుపరి డెలివరీ తేదీ నియమాల ప్రకారమే ఉంది.',
    stored: 'నమోదైనది: {{date}}',
    expected: 'ఉండాల్సింది: {{date}}',
    noDate: 'ఏదీ లేదు',
    fix: 'తేదీలను మళ్ళీ లెక్కించండి',
    fixed: 'తదుపరి డెలివరీ {{date}} గా నిర్ణయించబడింది',
    unchanged: 'ఇప్పటికే సరిగా ఉంది; ఏమీ మారలేదు',
  },
  missing: {
    heading: 'ఆర్డర్ లేని డెలివరీ రోజులు',
    none: 'గత 7 రోజుల్లో ఏ డెలివరీ రోజూ తప్పిపోలేదు.',
    day: '{{date}} న డెలివరీ',
    fix: 'ఆర్డర్ సృష్టించండి',
    ordered: '{{date}} కోసం ఆర్డర్ సృష్టించబడింది',
    skipped: '{{date}} కోసం ఆర్డర్ లేదు: {{reason}}',
    already: 'ఆ రోజు ఇప్పటికే పూర్తయింది',
  },
  duplicate: {
    heading: 'ఒకే రోజుకు రెండుసార్లు సృష్టించిన ఆర్డర్‌లు',
    none: 'ఏవీ లేవు: ప్రతి ప్లాన్‌కు రోజుకు గరిష్ఠంగా ఒక ఆర్డర్ ఉంది.',
    day: '{{date}} న {{count}} ఆర్డర్‌లు',
  },
  outcome: {
    skipped_out_of_stock: 'స్టాక్‌లో లేదు',
    skipped_balance: 'వాలెట్ బ్యాలెన్స్ తక్కువ',
    skipped_unavailable: 'ఉత్పత్తి అమ్మకంలో లేదు',
    skipped_unserviceable: 'చిరునామాకు డెలివరీ లేదు',
  },
  failed: 'ఇది జరగలేదు: {{message}}',
  customer: 'కస్టమర్: {{name}}',
  unknownCustomer: 'పేరు లేని కస్టమర్',
};

export const fixerTexts = featureTexts('subscriptionFixer', { en, hi, te });
export const useFixerText = () => useFeatureText(fixerTexts);
