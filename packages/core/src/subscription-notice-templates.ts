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
] as const;
export type SubscriptionNoticeTemplate = (typeof SUBSCRIPTION_NOTICE_TEMPLATES)[number];

export interface SubscriptionNoticeVariables {
  productName: string;
  /** First paused day (paused notices). */
  from?: string;
  /** Last paused day (a vacation). */
  to?: string;
  /** The next delivery (resumed), or a dash when none is due. */
  date?: string;
}

type Text = Record<Language, string>;

interface NoticeDefinition {
  /** One of the spec's notification types (notification-templates.ts), which chooses the bell's icon. */
  type: 'delivery_scheduled' | 'general';
  icon: string;
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
};

/** The parts of a notice that do not depend on the language. */
export function subscriptionNoticeDefinition(template: SubscriptionNoticeTemplate) {
  const { type, icon } = N[template];
  return { type, icon, priority: 'high' as const };
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
