import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

/** Stock lots in the admin (issue 15 item 3, ADR 0046): the receive-a-lot form and the Expiring page. */
const en = {
  receive: {
    title: 'Receive stock as a lot',
    intro:
      'Perishables are stocked in lots with dates. A lot is on sale until the FSSAI minimum shelf life is left.',
    target: 'Product or pack',
    product: 'The product itself',
    quantity: 'Quantity received',
    packedOn: 'Packed on',
    bestBefore: 'Best before',
    submit: 'Receive lot',
    done: 'Lot received: {{quantity}}, on sale until {{lastSaleDate}}.',
    lots: 'Lots',
    lotRow:
      '{{left}} of {{received}} left · packed {{packedOn}} · best before {{bestBefore}} · on sale until {{lastSaleDate}}',
    withdrawn: 'withdrawn',
    none: 'No lots yet: this product is stocked without dates.',
  },
  shelfLife: {
    summary:
      'Shelf-life rule: {{percent}}% of the life or {{days}} days, whichever is less, must be left at sale',
    percent: 'Percent of the life',
    days: 'Days',
    save: 'Save rule',
    saved: 'Shelf-life rule saved.',
  },
  expiring: {
    title: 'Expiring stock',
    intro:
      'Lots withdrawn in the last {{days}} days, and lots whose last sale day comes within the next {{days}} days. Dates are IST.',
    days: 'Days',
    show: 'Show',
    empty: 'Nothing expiring in this window.',
    product: 'Product',
    left: 'Left',
    bestBefore: 'Best before',
    lastSale: 'Last sale day',
    state: 'State',
    onSale: 'On sale',
    withdrawnOn: 'Withdrawn {{date}} ({{quantity}})',
  },
};

type LotTexts = typeof en;

const hi: LotTexts = {
  receive: {
    title: 'स्टॉक को लॉट के रूप में प्राप्त करें',
    intro:
      'जल्दी ख़राब होने वाला सामान तारीख़ों वाले लॉट में रखा जाता है। लॉट तब तक बिकता है जब तक एफ़एसएसएआई की न्यूनतम शेल्फ़ लाइफ़ बची हो।',
    target: 'प्रोडक्ट या पैक',
    product: 'ख़ुद प्रोडक्ट',
    quantity: 'प्राप्त मात्रा',
    packedOn: 'पैकिंग की तारीख़',
    bestBefore: 'बेस्ट बिफ़ोर',
    submit: 'लॉट प्राप्त करें',
    done: 'लॉट प्राप्त हुआ: {{quantity}}, {{lastSaleDate}} तक बिक्री पर।',
    lots: 'लॉट',
    lotRow:
      '{{received}} में से {{left}} बचे · पैकिंग {{packedOn}} · बेस्ट बिफ़ोर {{bestBefore}} · बिक्री {{lastSaleDate}} तक',
    withdrawn: 'हटाया गया',
    none: 'अभी कोई लॉट नहीं: यह प्रोडक्ट बिना तारीख़ों के रखा गया है।',
  },
  shelfLife: {
    summary: 'शेल्फ़ लाइफ़ नियम: बिक्री के समय कुल अवधि का {{percent}}% या {{days}} दिन, जो कम हो, बचा होना चाहिए',
    percent: 'अवधि का प्रतिशत',
    days: 'दिन',
    save: 'नियम सहेजें',
    saved: 'शेल्फ़ लाइफ़ नियम सहेजा गया।',
  },
  expiring: {
    title: 'एक्सपायर होता स्टॉक',
    intro:
      'पिछले {{days}} दिनों में हटाए गए लॉट, और वे लॉट जिनकी बिक्री का आख़िरी दिन अगले {{days}} दिनों में है। तारीख़ें भारतीय समय में हैं।',
    days: 'दिन',
    show: 'दिखाएँ',
    empty: 'इस अवधि में कुछ भी एक्सपायर नहीं हो रहा।',
    product: 'प्रोडक्ट',
    left: 'बचा',
    bestBefore: 'बेस्ट बिफ़ोर',
    lastSale: 'बिक्री का आख़िरी दिन',
    state: 'स्थिति',
    onSale: 'बिक्री पर',
    withdrawnOn: '{{date}} को हटाया गया ({{quantity}})',
  },
};

const te: LotTexts = {
  receive: {
    title: 'స్టాక్‌ను లాట్‌గా స్వీకరించండి',
    intro: 'త్వరగా పాడయ్యే సరుకు తేదీలున్న లాట్‌లలో ఉంటుంది. ఎఫ్ఎస్ఎస్ఏఐ కనీస షెల్ఫ్ లైఫ్ మిగిలి ఉన్నంత వరకు లాట్ అమ్మకంలో ఉంటుంది.',
    target: 'ఉత్పత్తి లేదా ప్యాక్',
    product: 'ఉత్పత్తి స్వయంగా',
    quantity: 'స్వీకరించిన పరిమాణం',
    packedOn: 'ప్యాక్ చేసిన తేదీ',
    bestBefore: 'బెస్ట్ బిఫోర్',
    submit: 'లాట్ స్వీకరించండి',
    done: 'లాట్ స్వీకరించబడింది: {{quantity}}, {{lastSaleDate}} వరకు అమ్మకంలో.',
    lots: 'లాట్‌లు',
    lotRow:
      '{{received}}లో {{left}} మిగిలాయి · ప్యాకింగ్ {{packedOn}} · బెస్ట్ బిఫోర్ {{bestBefore}} · {{lastSaleDate}} వరకు అమ్మకం',
    withdrawn: 'ఉపసంహరించబడింది',
    none: 'ఇంకా లాట్‌లు లేవు: ఈ ఉత్పత్తి తేదీలు లేకుండా నిల్వ ఉంది.',
  },
  shelfLife: {
    summary: 'షెల్ఫ్ లైఫ్ నియమం: అమ్మకం సమయంలో మొత్తం జీవితకాలంలో {{percent}}% లేదా {{days}} రోజులు, ఏది తక్కువైతే అది, మిగిలి ఉండాలి',
    percent: 'జీవితకాలంలో శాతం',
    days: 'రోజులు',
    save: 'నియమం సేవ్ చేయండి',
    saved: 'షెల్ఫ్ లైఫ్ నియమం సేవ్ అయింది.',
  },
  expiring: {
    title: 'గడువు ముగుస్తున్న స్టాక్',
    intro:
      'గత {{days}} రోజుల్లో ఉపసంహరించిన లాట్‌లు, మరియు రాబోయే {{days}} రోజుల్లో అమ్మకానికి చివరి రోజు వచ్చే లాట్‌లు. తేదీలు భారత కాలమానంలో.',
    days: 'రోజులు',
    show: 'చూపించు',
    empty: 'ఈ వ్యవధిలో ఏదీ గడువు ముగియడం లేదు.',
    product: 'ఉత్పత్తి',
    left: 'మిగిలింది',
    bestBefore: 'బెస్ట్ బిఫోర్',
    lastSale: 'అమ్మకానికి చివరి రోజు',
    state: 'స్థితి',
    onSale: 'అమ్మకంలో ఉంది',
    withdrawnOn: '{{date}}న ఉపసంహరించబడింది ({{quantity}})',
  },
};

export const lotTexts = featureTexts('admin-lots', { en, hi, te });
export const useLotText = () => useFeatureText(lotTexts);
