import {
  type Language,
  type RenderedNotification,
  type SubscriptionNoticeTemplate,
  type SubscriptionNoticeVariables,
  subscriptionNoticeDefinition,
} from '@tokri/core';
import { translator } from './server-i18n.js';

/** A notice about a customer's subscription plan (paused, resumed) in one language; it links to the plans. */
export function renderSubscriptionNotice(
  template: SubscriptionNoticeTemplate,
  language: Language,
  variables: SubscriptionNoticeVariables,
): RenderedNotification {
  const t = translator(language, 'subscriptions');
  const definition = subscriptionNoticeDefinition(template);
  const values: Record<string, string> = { ...variables };
  return {
    template,
    type: definition.type,
    title: t(`${template}.title`, values),
    message: t(`${template}.message`, values),
    icon: definition.icon,
    priority: definition.priority,
    actions: [],
  };
}
