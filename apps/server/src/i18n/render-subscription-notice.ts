import {
  actionPath,
  type Language,
  type RenderedNotification,
  type SubscriptionNoticeTemplate,
  type SubscriptionNoticeVariables,
  subscriptionNoticeDefinition,
} from '@tokri/core';
import { translator } from './server-i18n.js';

/** A notice about a customer's subscription plan or its deliveries in one language, with its buttons. */
export function renderSubscriptionNotice(
  template: SubscriptionNoticeTemplate,
  language: Language,
  variables: SubscriptionNoticeVariables,
): RenderedNotification {
  const t = translator(language, 'subscriptions');
  const actionTitle = translator(language, 'notifications');
  const definition = subscriptionNoticeDefinition(template);
  const values: Record<string, string> = { ...variables };
  return {
    template,
    type: definition.type,
    title: t(`${template}.title`, values),
    message: t(`${template}.message`, values),
    icon: definition.icon,
    priority: definition.priority,
    actions: definition.actions.map((id) => ({
      id,
      title: actionTitle(`actions.${id}`),
      path: actionPath(id, null),
    })),
    params: values,
  };
}
