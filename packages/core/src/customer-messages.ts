import type { Language } from './languages.js';
import { formatRupees } from './money.js';
import { shortOrderId } from './order-states.js';

/** The order moments worth an SMS (issue 16): placed, on its way, delivered, cancelled. Others stay in-app. */
export const ORDER_SMS_STATUSES = ['placed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderSmsStatus = (typeof ORDER_SMS_STATUSES)[number];

export function isOrderSmsStatus(status: string): status is OrderSmsStatus {
  return (ORDER_SMS_STATUSES as readonly string[]).includes(status);
}

// Stryker disable all: wording in three languages, a translation table and not a rule (ADR 0057); the
// translation tests check every key in every language. The code after the table is mutated.
const ORDER_SMS: Record<OrderSmsStatus, Record<Language, string>> = {
  placed: {
    en: 'Tokri: order #{{orderId}} for {{total}} is placed. Track it in the app.',
    hi: 'Tokri: {{total}} का ऑर्डर #{{orderId}} प्लेस हो गया। ऐप में ट्रैक करें।',
    te: 'Tokri: {{total}} ఆర్డర్ #{{orderId}} ప్లేస్ అయింది. యాప్‌లో ట్రాక్ చేయండి.',
  },
  out_for_delivery: {
    en: 'Tokri: order #{{orderId}} is out for delivery. Please keep {{total}} or your delivery code ready.',
    hi: 'Tokri: ऑर्डर #{{orderId}} डिलीवरी के लिए निकल चुका है। {{total}} या डिलीवरी कोड तैयार रखें।',
    te: 'Tokri: ఆర్డర్ #{{orderId}} డెలివరీకి బయలుదేరింది. {{total}} లేదా డెలివరీ కోడ్ సిద్ధంగా ఉంచండి.',
  },
  delivered: {
    en: 'Tokri: order #{{orderId}} ({{total}}) is delivered. Thank you!',
    hi: 'Tokri: ऑर्डर #{{orderId}} ({{total}}) डिलीवर हो गया। धन्यवाद!',
    te: 'Tokri: ఆర్డర్ #{{orderId}} ({{total}}) డెలివరీ అయింది. ధన్యవాదాలు!',
  },
  cancelled: {
    en: 'Tokri: order #{{orderId}} ({{total}}) is cancelled. Any amount paid will be refunded.',
    hi: 'Tokri: ऑर्डर #{{orderId}} ({{total}}) रद्द हो गया। चुकाई गई राशि वापस की जाएगी।',
    te: 'Tokri: ఆర్డర్ #{{orderId}} ({{total}}) రద్దయింది. చెల్లించిన మొత్తం తిరిగి ఇవ్వబడుతుంది.',
  },
};
// Stryker restore all

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A transactional order SMS in the customer's language: short, with the order's last 8 characters and ₹ total. */
export function orderSmsText(
  status: OrderSmsStatus,
  language: Language,
  order: { id: string; totalPaise: number },
): string {
  return fill(ORDER_SMS[status][language], {
    orderId: shortOrderId(order.id),
    total: formatRupees(order.totalPaise, language),
  });
}

// Stryker disable all: wording in three languages, not a rule (ADR 0057).
const UNSUBSCRIBE: Record<Language, string> = {
  en: 'You get this email because email offers are on in your Tokri settings. To stop them, turn them off at {{url}}',
  hi: 'आपको यह ईमेल इसलिए मिला क्योंकि आपकी Tokri सेटिंग्स में ईमेल ऑफ़र चालू हैं। इन्हें बंद करने के लिए {{url}} पर जाएँ',
  te: 'మీ Tokri సెట్టింగ్స్‌లో ఈమెయిల్ ఆఫర్లు ఆన్‌లో ఉన్నందున మీకు ఈ ఈమెయిల్ వచ్చింది. వాటిని ఆపడానికి {{url}} లో ఆఫ్ చేయండి',
};
// Stryker restore all

/** A marketing email's body: the message, then the line that says how to stop them (the settings page). */
export function marketingEmailText(message: string, language: Language, settingsUrl: string): string {
  return `${message}\n\n--\n${fill(UNSUBSCRIBE[language], { url: settingsUrl })}`;
}
