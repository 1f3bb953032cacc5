import type { Language } from './languages.js';
import type { SubscriptionNoticeTemplate } from './subscription-notice-templates.js';

/**
 * Spec §9 message templates, plus the admin's new-order alert. Texts use i18next's `{{name}}` interpolation; the
 * server renders them with i18next (apps/server/src/i18n), the one interpolation syntax of mail and notifications.
 */
export const NOTIFICATION_TEMPLATES = [
  'order_placed',
  'order_confirmed',
  'rider_assigned',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_success',
  'payment_failed',
  'refund_processed',
  'substitute_offered',
  'delivery_delayed',
  'arriving_soon',
  'admin_new_order',
  'rider_offer',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

/** Spec §9 action buttons. */
export const NOTIFICATION_ACTIONS = [
  'track',
  'rate',
  'support',
  'reorder',
  'retry',
  'call',
  'view',
  'prepare',
  'topup',
  'plans',
  'deliveries',
  'refer',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** The spec's notification types, which choose the bell's icon (§2). */
export type NotificationType =
  | 'order_placed'
  | 'order_updated'
  | 'delivery_scheduled'
  | 'delivery_completed'
  | 'payment_confirmed'
  | 'general';

type Text = Record<Language, string>;

interface TemplateDefinition {
  type: NotificationType;
  priority: 'high' | 'urgent';
  sound?: 'beep' | 'alarm' | 'ringtone';
  icon: string;
  actions: NotificationAction[];
  title: Text;
  message: Text;
  /**
   * The message when the order's estimate is known (variables etaMin and etaMax, from core's `orderEstimate`,
   * ADR 0081): the same minutes checkout promised and the track page shows, never a fixed window.
   */
  messageWithEstimate?: Text;
}

const T: Record<NotificationTemplate, TemplateDefinition> = {
  order_placed: {
    type: 'order_placed',
    priority: 'high',
    icon: 'package',
    actions: ['track', 'view'],
    title: { en: 'Order placed', hi: 'ऑर्डर प्लेस हो गया', te: 'ఆర్డర్ ప్లేస్ అయింది' },
    message: {
      en: 'Your order #{{orderId}} for {{total}} has been placed.',
      hi: 'आपका {{total}} का ऑर्डर #{{orderId}} प्लेस हो गया है।',
      te: 'మీ {{total}} ఆర్డర్ #{{orderId}} ప్లేస్ అయింది.',
    },
  },
  order_confirmed: {
    type: 'order_updated',
    priority: 'high',
    icon: 'package',
    actions: ['track'],
    title: { en: 'Order confirmed', hi: 'ऑर्डर कन्फ़र्म हुआ', te: 'ఆర్డర్ నిర్ధారించబడింది' },
    message: {
      en: 'The store has confirmed your order #{{orderId}} and will pack it soon.',
      hi: 'स्टोर ने आपका ऑर्डर #{{orderId}} कन्फ़र्म कर दिया है और जल्द पैक करेगा।',
      te: 'స్టోర్ మీ ఆర్డర్ #{{orderId}}ని నిర్ధారించింది, త్వరలో ప్యాక్ చేస్తుంది.',
    },
  },
  rider_assigned: {
    type: 'order_updated',
    priority: 'high',
    icon: 'bike',
    actions: ['track', 'call'],
    title: { en: 'Delivery partner assigned', hi: 'डिलीवरी पार्टनर तय हुआ', te: 'డెలివరీ భాగస్వామి కేటాయించబడ్డారు' },
    message: {
      en: '{{riderName}} will deliver your order #{{orderId}}.',
      hi: '{{riderName}} आपका ऑर्डर #{{orderId}} पहुँचाएँगे।',
      te: '{{riderName}} మీ ఆర్డర్ #{{orderId}}ని డెలివరీ చేస్తారు.',
    },
    messageWithEstimate: {
      en: '{{riderName}} will deliver your order #{{orderId}}. Arrives in {{etaMin}}–{{etaMax}} min.',
      hi: '{{riderName}} आपका ऑर्डर #{{orderId}} पहुँचाएँगे। {{etaMin}}–{{etaMax}} मिनट में पहुँचेगा।',
      te: '{{riderName}} మీ ఆర్డర్ #{{orderId}}ని డెలివరీ చేస్తారు. {{etaMin}}–{{etaMax}} నిమిషాల్లో చేరుతుంది.',
    },
  },
  picked_up: {
    type: 'order_updated',
    priority: 'high',
    icon: 'bike',
    actions: ['track', 'call'],
    title: { en: 'Order picked up', hi: 'ऑर्डर पिक अप हुआ', te: 'ఆర్డర్ పికప్ అయింది' },
    message: {
      en: '{{riderName}} has picked up your order #{{orderId}}.',
      hi: '{{riderName}} ने आपका ऑर्डर #{{orderId}} ले लिया है।',
      te: '{{riderName}} మీ ఆర్డర్ #{{orderId}}ని తీసుకున్నారు.',
    },
  },
  out_for_delivery: {
    type: 'delivery_scheduled',
    priority: 'urgent',
    sound: 'alarm',
    icon: 'truck',
    actions: ['track', 'call'],
    title: { en: 'Out for delivery', hi: 'डिलीवरी के लिए निकला', te: 'డెలివరీకి బయలుదేరింది' },
    message: {
      en: 'Your order #{{orderId}} is on its way.',
      hi: 'आपका ऑर्डर #{{orderId}} रास्ते में है।',
      te: 'మీ ఆర్డర్ #{{orderId}} దారిలో ఉంది.',
    },
  },
  delivered: {
    type: 'delivery_completed',
    priority: 'high',
    icon: 'truck',
    actions: ['rate', 'reorder'],
    title: { en: 'Order delivered', hi: 'ऑर्डर डिलीवर हुआ', te: 'ఆర్డర్ డెలివరీ అయింది' },
    message: {
      en: 'Your order #{{orderId}} has been delivered. Enjoy!',
      hi: 'आपका ऑर्डर #{{orderId}} डिलीवर हो गया है। आनंद लें!',
      te: 'మీ ఆర్డర్ #{{orderId}} డెలివరీ అయింది. ఆనందించండి!',
    },
  },
  cancelled: {
    type: 'order_updated',
    priority: 'high',
    icon: 'x-circle',
    actions: ['support', 'reorder'],
    title: { en: 'Order cancelled', hi: 'ऑर्डर रद्द हुआ', te: 'ఆర్డర్ రద్దయింది' },
    message: {
      en: 'Your order #{{orderId}} has been cancelled.',
      hi: 'आपका ऑर्डर #{{orderId}} रद्द कर दिया गया है।',
      te: 'మీ ఆర్డర్ #{{orderId}} రద్దు చేయబడింది.',
    },
  },
  payment_success: {
    type: 'payment_confirmed',
    priority: 'high',
    icon: 'credit-card',
    actions: ['view'],
    title: { en: 'Payment successful', hi: 'भुगतान सफल', te: 'చెల్లింపు విజయవంతం' },
    message: {
      en: 'We received {{total}} for your order #{{orderId}}.',
      hi: 'आपके ऑर्डर #{{orderId}} के लिए {{total}} मिल गए।',
      te: 'మీ ఆర్డర్ #{{orderId}}కి {{total}} అందింది.',
    },
  },
  payment_failed: {
    type: 'order_updated',
    priority: 'urgent',
    sound: 'alarm',
    icon: 'credit-card',
    actions: ['retry', 'support'],
    title: { en: 'Payment failed', hi: 'भुगतान विफल', te: 'చెల్లింపు విఫలమైంది' },
    message: {
      en: 'Payment for your order #{{orderId}} could not be processed. Please try again.',
      hi: 'आपके ऑर्डर #{{orderId}} का भुगतान नहीं हो सका। कृपया फिर से प्रयास करें।',
      te: 'మీ ఆర్డర్ #{{orderId}} చెల్లింపు పూర్తి కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    },
  },
  refund_processed: {
    type: 'order_updated',
    priority: 'high',
    icon: 'credit-card',
    actions: ['view'],
    title: { en: 'Refund processed', hi: 'रिफ़ंड हो गया', te: 'రీఫండ్ పూర్తయింది' },
    message: {
      en: 'We refunded {{amount}} for your order #{{orderId}} to your original payment method.',
      hi: 'आपके ऑर्डर #{{orderId}} के {{amount}} आपके मूल भुगतान माध्यम में वापस भेज दिए गए हैं।',
      te: 'మీ ఆర్డర్ #{{orderId}}కి {{amount}} మీరు చెల్లించిన పద్ధతికే తిరిగి పంపాము.',
    },
  },
  // Issue 15 item 2 (ADR 0045): an unavailable item was replaced; the order page offers Reject for a while.
  substitute_offered: {
    type: 'order_updated',
    priority: 'high',
    icon: 'package',
    actions: ['view'],
    title: { en: 'Item replaced', hi: 'सामान बदला गया', te: 'వస్తువు మార్చబడింది' },
    message: {
      en: '{{original}} was unavailable, so we picked {{substitute}} for order #{{orderId}}. You can reject it for {{minutes}} minutes.',
      hi: 'ऑर्डर #{{orderId}} में {{original}} उपलब्ध नहीं था, इसलिए {{substitute}} चुना गया। आप इसे {{minutes}} मिनट तक अस्वीकार कर सकते हैं।',
      te: 'ఆర్డర్ #{{orderId}}లో {{original}} అందుబాటులో లేదు, కాబట్టి {{substitute}} ఎంచుకున్నాం. {{minutes}} నిమిషాల వరకు మీరు దీన్ని తిరస్కరించవచ్చు.',
    },
  },
  delivery_delayed: {
    type: 'delivery_scheduled',
    priority: 'high',
    icon: 'clock',
    actions: ['track', 'support'],
    title: { en: 'Delivery delayed', hi: 'डिलीवरी में देरी', te: 'డెలివరీ ఆలస్యం' },
    message: {
      en: 'Your order #{{orderId}} is running late. Sorry for the wait.',
      hi: 'आपके ऑर्डर #{{orderId}} में देरी हो रही है। इंतज़ार के लिए माफ़ी।',
      te: 'మీ ఆర్డర్ #{{orderId}} ఆలస్యమవుతోంది. వేచి ఉన్నందుకు క్షమించండి.',
    },
  },
  arriving_soon: {
    type: 'delivery_scheduled',
    priority: 'urgent',
    sound: 'ringtone',
    icon: 'map-pin',
    actions: ['track', 'call'],
    title: { en: 'Arriving soon', hi: 'जल्द पहुँच रहा है', te: 'త్వరలో చేరుకుంటుంది' },
    message: {
      en: 'Your order #{{orderId}} will reach you in a few minutes.',
      hi: 'आपका ऑर्डर #{{orderId}} कुछ ही मिनटों में पहुँचेगा।',
      te: 'మీ ఆర్డర్ #{{orderId}} కొన్ని నిమిషాల్లో మీకు చేరుతుంది.',
    },
  },
  admin_new_order: {
    type: 'order_placed',
    priority: 'urgent',
    sound: 'alarm',
    icon: 'zap',
    actions: ['prepare', 'view'],
    title: { en: 'New order', hi: 'नया ऑर्डर', te: 'కొత్త ఆర్డర్' },
    message: {
      en: 'Order #{{orderId}} from {{customerName}}: {{total}}.',
      hi: '{{customerName}} का ऑर्डर #{{orderId}}: {{total}}।',
      te: '{{customerName}} నుండి ఆర్డర్ #{{orderId}}: {{total}}.',
    },
  },
  // Issue 14 (ADR 0038): an order offered to a rider. Urgent with the ringtone, so the rider app plays the
  // delivery-agent alert (§6) and the push reaches a phone whose app is in the background.
  rider_offer: {
    type: 'order_updated',
    priority: 'urgent',
    sound: 'ringtone',
    icon: 'bike',
    actions: ['deliveries'],
    title: { en: 'New delivery for you', hi: 'आपके लिए नई डिलीवरी', te: 'మీకు కొత్త డెలివరీ' },
    message: {
      en: 'Order #{{orderId}} is waiting at {{storeName}}. Accept it in the app before it goes to another partner.',
      hi: 'ऑर्डर #{{orderId}} {{storeName}} पर इंतज़ार कर रहा है। किसी और पार्टनर को जाने से पहले ऐप में स्वीकार करें।',
      te: 'ఆర్డర్ #{{orderId}} {{storeName}} వద్ద వేచి ఉంది. మరో భాగస్వామికి వెళ్ళే ముందు యాప్‌లో అంగీకరించండి.',
    },
  },
};

const ACTION_TITLES: Record<NotificationAction, Text> = {
  track: { en: 'Track', hi: 'ट्रैक करें', te: 'ట్రాక్ చేయండి' },
  rate: { en: 'Rate', hi: 'रेटिंग दें', te: 'రేట్ చేయండి' },
  support: { en: 'Support', hi: 'सहायता', te: 'సహాయం' },
  reorder: { en: 'Reorder', hi: 'फिर से ऑर्डर करें', te: 'మళ్ళీ ఆర్డర్ చేయండి' },
  retry: { en: 'Retry payment', hi: 'फिर से भुगतान करें', te: 'మళ్ళీ చెల్లించండి' },
  call: { en: 'Call', hi: 'कॉल करें', te: 'కాల్ చేయండి' },
  view: { en: 'View', hi: 'देखें', te: 'చూడండి' },
  prepare: { en: 'Prepare', hi: 'तैयार करें', te: 'సిద్ధం చేయండి' },
  topup: { en: 'Top up wallet', hi: 'वॉलेट में पैसे जोड़ें', te: 'వాలెట్‌లో డబ్బు జోడించండి' },
  plans: { en: 'My subscriptions', hi: 'मेरे सब्सक्रिप्शन', te: 'నా సబ్‌స్క్రిప్షన్‌లు' },
  deliveries: { en: 'Open deliveries', hi: 'डिलीवरी खोलें', te: 'డెలివరీలు తెరవండి' },
  refer: { en: 'Invite more friends', hi: 'और दोस्तों को बुलाएँ', te: 'మరింత మంది స్నేహితులను ఆహ్వానించండి' },
};

/**
 * Where each action goes (spec §9: track -> /orders/{id}, support -> /support). Support about an order opens
 * the help form with that order chosen (issue 16 item 3).
 */
export function actionPath(
  action: NotificationAction,
  orderId: string | null,
  callPhone?: string | null,
): string {
  switch (action) {
    case 'track':
      return orderId ? `/orders/${orderId}` : '/orders';
    case 'support':
      return orderId ? `/support/order/${orderId}` : '/support';
    case 'call':
      // Issue 32 item 2: "call" dials the order's store (a tel: link) when its number is known.
      return callPhone ? `tel:${callPhone}` : '/support';
    case 'rate':
      // Issue 16 item 5: the delivered order's rating page.
      return orderId ? `/orders/${orderId}/rate` : '/orders';
    case 'retry':
    case 'view':
    case 'reorder':
      return orderId ? `/orders/${orderId}` : '/orders';
    case 'prepare':
      return '/admin/orders';
    case 'topup':
      return '/wallet';
    case 'plans':
      return '/subscriptions';
    case 'deliveries':
      return '/delivery';
    case 'refer':
      return '/refer';
  }
}

export interface RenderedNotification {
  /** An order template (§9), or a notice about a subscription plan (subscription-notice-templates.ts). */
  template:
    | NotificationTemplate
    | SubscriptionNoticeTemplate
    | 'admin_broadcast'
    | 'support_reply'
    | 'referral_reward';
  type: NotificationType;
  title: string;
  message: string;
  icon: string;
  priority: 'high' | 'urgent';
  sound?: 'beep' | 'alarm' | 'ringtone';
  actions: { id: NotificationAction; title: string; path: string }[];
  /**
   * What the texts were made from in this language (issue 32 item 6): stored beside the template key, so a list
   * renders each row again in its reader's current language. None when the texts cannot be made again (an
   * override's free text).
   */
  params?: Record<string, string | null>;
}

export interface TemplateVariables {
  /** Shown as the last 8 characters (spec §9). */
  orderId: string;
  /** Already formatted, e.g. "₹450". */
  total?: string;
  riderName?: string;
  customerName?: string;
  /** The store an offered order waits at (rider_offer). */
  storeName?: string;
  /** What went back to the customer, already formatted (refund_processed). */
  amount?: string;
  /** The unavailable item and what replaced it, and the minutes to reject it (substitute_offered). */
  original?: string;
  substitute?: string;
  minutes?: string;
  /** The order's store's phone, which the "call" button dials. */
  callPhone?: string;
  /** The order's estimate in whole minutes (`orderEstimate`): the message then says when it arrives. */
  etaMin?: string;
  etaMax?: string;
}

/** The parts of a template that do not depend on the language. */
export function notificationDefinition(template: NotificationTemplate) {
  const { type, priority, sound, icon, actions } = T[template];
  return { type, priority, icon, actions, ...(sound ? { sound } : {}) };
}

/** Spec §9 rider fallback when no partner is named yet. */
const FALLBACK_RIDER: Text = { en: 'Our delivery partner', hi: 'हमारे डिलीवरी पार्टनर', te: 'మా డెలివరీ భాగస్వామి' };

/** The notification texts of one language as an i18next resource bundle (keys `<template>.title`, `actions.<id>`). */
export function notificationTexts(language: Language) {
  const texts: Record<string, unknown> = {
    fallbackRiderName: FALLBACK_RIDER[language],
    actions: Object.fromEntries(NOTIFICATION_ACTIONS.map((id) => [id, ACTION_TITLES[id][language]])),
  };
  for (const template of NOTIFICATION_TEMPLATES) {
    const withEstimate = T[template].messageWithEstimate;
    texts[template] = {
      title: T[template].title[language],
      message: T[template].message[language],
      // i18next's context: `t('<template>.message', { context: 'estimate' })` picks it, else the plain message.
      ...(withEstimate ? { message_estimate: withEstimate[language] } : {}),
    };
  }
  return texts;
}

/** Which template an order status change sends its customer (none for the store's internal steps). */
export function templateForStatus(to: string, from: string | null): NotificationTemplate | null {
  switch (to) {
    case 'placed':
      return from === 'payment_pending' ? 'payment_success' : 'order_placed';
    case 'confirmed':
      return 'order_confirmed';
    case 'accepted':
      return 'rider_assigned';
    case 'picked_up':
      return 'picked_up';
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'delivered':
      return 'delivered';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}
