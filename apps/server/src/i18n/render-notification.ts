import {
  actionPath,
  type Language,
  NOTIFICATION_ACTIONS,
  type NotificationAction,
  type NotificationTemplate,
  notificationDefinition,
  type RenderedNotification,
  type TemplateVariables,
} from '@tokri/core';
import { translator } from './server-i18n.js';

/** Spec §7 send-order-notifications may replace a template's title, message and actions. */
export interface TemplateOverride {
  title?: string | undefined;
  message?: string | undefined;
  actions?: { id: string; title: string }[] | undefined;
}

/** A spec §9 template in one language: the short order id, the fallback rider name, the action buttons. */
export function renderNotification(
  template: NotificationTemplate,
  language: Language,
  variables: TemplateVariables,
  override?: TemplateOverride,
): RenderedNotification {
  const t = translator(language, 'notifications');
  const definition = notificationDefinition(template);
  const values = {
    riderName: t('fallbackRiderName'),
    customerName: '—',
    storeName: 'Tokri',
    total: '',
    ...variables,
    orderId: variables.orderId.slice(-8),
  };
  const actions = override?.actions
    ? override.actions
        .filter((action): action is { id: NotificationAction; title: string } =>
          (NOTIFICATION_ACTIONS as readonly string[]).includes(action.id),
        )
        .map((action) => ({
          ...action,
          path: actionPath(action.id, variables.orderId, variables.callPhone),
        }))
    : definition.actions.map((id) => ({
        id,
        title: t(`actions.${id}`),
        path: actionPath(id, variables.orderId, variables.callPhone),
      }));
  return {
    template,
    type: definition.type,
    title: override?.title ?? t(`${template}.title`, values),
    message:
      override?.message ??
      t(`${template}.message`, {
        ...values,
        ...(variables.etaMin && variables.etaMax ? { context: 'estimate' } : {}),
      }),
    icon: definition.icon,
    priority: definition.priority,
    ...(definition.sound ? { sound: definition.sound } : {}),
    actions,
    // An override's free text cannot be made again in another language: such a row reads as it was sent.
    ...(override ? {} : { params: storedParams(variables) }),
  };
}

/** The variables as the row keeps them; the store's phone is looked up when read, so it is not kept. */
function storedParams(variables: TemplateVariables): Record<string, string> {
  const { callPhone: _phone, ...kept } = variables;
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => typeof value === 'string'));
}
