import type { Language } from './languages.js';

/**
 * Notices about a subscription plan itself, not about an order (so no "#{{orderId}}" as §9's order templates
 * have): the customer paused or resumed deliveries. Rendered per language on the server with i18next's
 * `{{name}}` placeholders, like the order templates. Dates arrive already formatted for the language.
 */
export const SUBSCRIPTION_NOTICE_TEMPLATES = [
  'subscription_paused',
  'subscription_paused_open',
  'subscription_resumed',
  'subscription_order_wallet',
  'subscription_order_cod',
  'subscription_skipped_stock',
  'subscription_skipped_balance',
  'subscription_skipped_unavailable',
  'subscription_evening',
  'subscription_low_balance',
  'subscription_expiring',
] as const;
export type SubscriptionNoticeTemplate = (typeof SUBSCRIPTION_NOTICE_TEMPLATES)[number];

export interface SubscriptionNoticeVariables {
  productName: string;
  /** First paused day (paused notices). */
  from?: string;
  /** Last paused day (a vacation). */
  to?: string;
  /** The next delivery (resumed), or a dash when none is due; the delivery day (orders, skips, notices). */
  date?: string;
  /** Packets in one delivery. */
  quantity?: string;
  /** The delivery window, e.g. "6:00 am – 8:00 am". */
  slot?: string;
  /** An amount already formatted in rupees: the order's total, or tomorrow's. */
  amount?: string;
  /** The wallet balance, formatted in rupees. */
  balance?: string;
  /** Days until a plan ends. */
  days?: string;
  /** Tomorrow's change cut-off, e.g. "10:00 pm". */
  cutoff?: string;
}

type Text = Record<Language, string>;

interface NoticeDefinition {
  /** One of the spec's notification types (notification-templates.ts), which chooses the bell's icon. */
  type: 'delivery_scheduled' | 'order_placed' | 'general';
  icon: string;
  /** Buttons on the notice (two of notification-templates' NOTIFICATION_ACTIONS, named here to avoid a cycle). */
  actions?: ('topup' | 'plans')[];
  title: Text;
  message: Text;
}

const N: Record<SubscriptionNoticeTemplate, NoticeDefinition> = {
  subscription_paused: {
    type: 'delivery_scheduled',
    icon: 'pause',
    title: { en: 'Subscription paused', hi: 'सब्सक्रिप्शन रोका गया', te: 'సబ్‌స్క్రిప్షన్ నిలిపివేయబడింది' },
    message: {
      en: 'Deliveries of {{productName}} are paused from {{from}} to {{to}}.',
      hi: '{{productName}} की डिलीवरी {{from}} से {{to}} तक रोकी गई है।',
      te: '{{productName}} డెలివరీలు {{from}} నుండి {{to}} వరకు నిలిపివేయబడ్డాయి.',
    },
  },
  subscription_paused_open: {
    type: 'delivery_scheduled',
    icon: 'pause',
    title: { en: 'Subscription paused', hi: 'सब्सक्रिप्शन रोका गया', te: 'సబ్‌స్క్రిప్షన్ నిలిపివేయబడింది' },
    message: {
      en: 'Deliveries of {{productName}} are paused from {{from}} until you resume them.',
      hi: '{{productName}} की डिलीवरी {{from}} से तब तक रोकी गई है जब तक आप फिर से शुरू न करें।',
      te: '{{productName}} డెలివరీలు {{from}} నుండి మీరు మళ్ళీ ప్రారంభించే వరకు నిలిపివేయబడ్డాయి.',
    },
  },
  subscription_resumed: {
    type: 'delivery_scheduled',
    icon: 'play',
    title: { en: 'Subscription resumed', hi: 'सब्सक्रिप्शन फिर शुरू हुआ', te: 'సబ్‌స్క్రిప్షన్ మళ్ళీ ప్రారంభమైంది' },
    message: {
      en: 'Deliveries of {{productName}} are back on. Next delivery: {{date}}.',
      hi: '{{productName}} की डिलीवरी फिर शुरू हो गई है। अगली डिलीवरी: {{date}}।',
      te: '{{productName}} డెలివరీలు మళ్ళీ ప్రారంభమయ్యాయి. తదుపరి డెలివరీ: {{date}}.',
    },
  },
  subscription_order_wallet: {
    type: 'order_placed',
    icon: 'calendar-check',
    title: { en: 'Subscription order placed', hi: 'सब्सक्रिप्शन ऑर्डर हो गया', te: 'సబ్‌స్క్రిప్షన్ ఆర్డర్ చేయబడింది' },
    message: {
      en: '{{productName}} × {{quantity}} arrives on {{date}}, {{slot}}. {{amount}} was paid from your wallet.',
      hi: '{{productName}} × {{quantity}} {{date}} को {{slot}} के बीच पहुँचेगा। {{amount}} आपके वॉलेट से चुकाए गए।',
      te: '{{productName}} × {{quantity}} {{date}} న {{slot}} మధ్య వస్తుంది. {{amount}} మీ వాలెట్ నుండి చెల్లించబడింది.',
    },
  },
  subscription_order_cod: {
    type: 'order_placed',
    icon: 'calendar-check',
    title: { en: 'Subscription order placed', hi: 'सब्सक्रिप्शन ऑर्डर हो गया', te: 'సబ్‌స్క్రిప్షన్ ఆర్డర్ చేయబడింది' },
    message: {
      en: '{{productName}} × {{quantity}} arrives on {{date}}, {{slot}}. Pay {{amount}} on delivery.',
      hi: '{{productName}} × {{quantity}} {{date}} को {{slot}} के बीच पहुँचेगा। डिलीवरी पर {{amount}} चुकाएँ।',
      te: '{{productName}} × {{quantity}} {{date}} న {{slot}} మధ్య వస్తుంది. డెలివరీ సమయంలో {{amount}} చెల్లించండి.',
    },
  },
  subscription_skipped_stock: {
    type: 'general',
    icon: 'package-x',
    actions: ['plans'],
    title: { en: 'No delivery today', hi: 'आज डिलीवरी नहीं होगी', te: 'ఈ రోజు డెలివరీ లేదు' },
    message: {
      en: '{{productName}} is out of stock, so there is no delivery on {{date}}. Nothing was charged.',
      hi: '{{productName}} स्टॉक में नहीं है, इसलिए {{date}} को डिलीवरी नहीं होगी। कोई पैसा नहीं कटा।',
      te: '{{productName}} స్టాక్‌లో లేదు, కాబట్టి {{date}} న డెలివరీ ఉండదు. ఏమీ వసూలు చేయలేదు.',
    },
  },
  subscription_skipped_balance: {
    type: 'general',
    icon: 'wallet',
    actions: ['topup'],
    title: { en: 'No delivery today', hi: 'आज डिलीवरी नहीं होगी', te: 'ఈ రోజు డెలివరీ లేదు' },
    message: {
      en: 'Your wallet has {{balance}}, short of {{amount}} for {{productName}}, so there is no delivery on {{date}}. Top up your wallet to continue.',
      hi: 'आपके वॉलेट में {{balance}} है, {{productName}} के लिए {{amount}} चाहिए, इसलिए {{date}} को डिलीवरी नहीं होगी। जारी रखने के लिए वॉलेट में पैसे जोड़ें।',
      te: 'మీ వాలెట్‌లో {{balance}} ఉంది, {{productName}} కోసం {{amount}} కావాలి, కాబట్టి {{date}} న డెలివరీ ఉండదు. కొనసాగించడానికి వాలెట్‌లో డబ్బు జోడించండి.',
    },
  },
  subscription_skipped_unavailable: {
    type: 'general',
    icon: 'package-x',
    actions: ['plans'],
    title: { en: 'No delivery today', hi: 'आज डिलीवरी नहीं होगी', te: 'ఈ రోజు డెలివరీ లేదు' },
    message: {
      en: '{{productName}} cannot be delivered to your address right now, so there is no delivery on {{date}}. Nothing was charged.',
      hi: '{{productName}} अभी आपके पते पर नहीं पहुँचाया जा सकता, इसलिए {{date}} को डिलीवरी नहीं होगी। कोई पैसा नहीं कटा।',
      te: '{{productName}} ప్రస్తుతం మీ చిరునామాకు అందించలేము, కాబట్టి {{date}} న డెలివరీ ఉండదు. ఏమీ వసూలు చేయలేదు.',
    },
  },
  subscription_evening: {
    type: 'delivery_scheduled',
    icon: 'calendar',
    actions: ['plans'],
    title: { en: "Tomorrow's deliveries", hi: 'कल की डिलीवरी', te: 'రేపటి డెలివరీలు' },
    message: {
      en: 'On {{date}}, {{slot}}: {{productName}}. Total {{amount}}. Changes close at {{cutoff}}.',
      hi: '{{date}} को {{slot}}: {{productName}}। कुल {{amount}}। बदलाव {{cutoff}} तक किए जा सकते हैं।',
      te: '{{date}} న {{slot}}: {{productName}}. మొత్తం {{amount}}. మార్పులు {{cutoff}} వరకు చేయవచ్చు.',
    },
  },
  subscription_low_balance: {
    type: 'general',
    icon: 'wallet',
    actions: ['topup'],
    title: { en: 'Low wallet balance', hi: 'वॉलेट में कम बैलेंस', te: 'వాలెట్‌లో తక్కువ బ్యాలెన్స్' },
    message: {
      en: "Tomorrow's {{productName}} needs {{amount}} but your wallet has {{balance}}. Top up before midnight to get your delivery.",
      hi: 'कल के {{productName}} के लिए {{amount}} चाहिए, पर आपके वॉलेट में {{balance}} है। डिलीवरी पाने के लिए आधी रात से पहले पैसे जोड़ें।',
      te: 'రేపటి {{productName}} కోసం {{amount}} కావాలి, కానీ మీ వాలెట్‌లో {{balance}} ఉంది. డెలివరీ పొందడానికి అర్ధరాత్రికి ముందు డబ్బు జోడించండి.',
    },
  },
  subscription_expiring: {
    type: 'general',
    icon: 'calendar-clock',
    actions: ['plans'],
    title: { en: 'Subscription ending soon', hi: 'सब्सक्रिप्शन जल्द खत्म होगा', te: 'సబ్‌స్క్రిప్షన్ త్వరలో ముగుస్తుంది' },
    message: {
      en: 'Your {{productName}} subscription ends on {{date}}, in {{days}} days. Extend it to keep deliveries coming.',
      hi: 'आपका {{productName}} सब्सक्रिप्शन {{date}} को, {{days}} दिनों में, खत्म होगा। डिलीवरी जारी रखने के लिए इसे आगे बढ़ाएँ।',
      te: 'మీ {{productName}} సబ్‌స్క్రిప్షన్ {{date}} న, {{days}} రోజుల్లో ముగుస్తుంది. డెలివరీలు కొనసాగడానికి దాన్ని పొడిగించండి.',
    },
  },
};

/** The parts of a notice that do not depend on the language. */
export function subscriptionNoticeDefinition(template: SubscriptionNoticeTemplate) {
  const { type, icon, actions = [] } = N[template];
  return { type, icon, actions, priority: 'high' as const };
}

/** One language's notice texts as an i18next resource bundle (keys `<template>.title`, `<template>.message`). */
export function subscriptionNoticeTexts(language: Language) {
  return Object.fromEntries(
    SUBSCRIPTION_NOTICE_TEMPLATES.map((template) => [
      template,
      { title: N[template].title[language], message: N[template].message[language] },
    ]),
  );
}
