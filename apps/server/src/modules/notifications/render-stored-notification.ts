import {
  LANGUAGES,
  type Language,
  NOTIFICATION_TEMPLATES,
  type NotificationTemplate,
  type RenderedNotification,
  SUBSCRIPTION_NOTICE_TEMPLATES,
  type SubscriptionNoticeTemplate,
  type SubscriptionNoticeVariables,
} from '@tokri/core';
import { renderNotification } from '../../i18n/render-notification.js';
import { renderReferralNotice } from '../../i18n/render-referral-notice.js';
import { renderSubscriptionNotice } from '../../i18n/render-subscription-notice.js';
import { renderSupportReply } from '../../i18n/render-support-reply.js';

/** A stored row's parameters: what each language's texts were made from (migration 0043). */
export type StoredParams = Partial<Record<Language, Record<string, string | null>>>;

type Params = Record<string, string | null>;
const text = (params: Params, key: string) => params[key] ?? '';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The row's texts made again from its key and parameters in `language`; null when it cannot be. */
function renderFrom(
  template: string,
  language: Language,
  params: Params,
  callPhone: string | null,
): RenderedNotification | null {
  if (isOneOf(NOTIFICATION_TEMPLATES, template)) {
    if (!params.orderId) return null;
    const variables = Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ) as { orderId: string };
    return renderNotification(template as NotificationTemplate, language, {
      ...variables,
      ...(callPhone ? { callPhone } : {}),
    });
  }
  if (isOneOf(SUBSCRIPTION_NOTICE_TEMPLATES, template))
    return renderSubscriptionNotice(
      template as SubscriptionNoticeTemplate,
      language,
      params as unknown as SubscriptionNoticeVariables,
    );
  switch (template) {
    case 'referral_reward':
      return renderReferralNotice(language, { amount: text(params, 'amount') });
    case 'support_reply':
      if (!params.id) return null;
      return renderSupportReply(language, {
        id: params.id,
        title: params.title ?? null,
        order_id: params.order_id ?? null,
      });
    case 'admin_broadcast':
      // The admin wrote it in each language; the reader's is chosen.
      return {
        template: 'admin_broadcast',
        type: 'general',
        title: text(params, 'title'),
        message: text(params, 'message'),
        icon: 'megaphone',
        priority: 'high',
        actions: [],
      };
    default:
      return null;
  }
}

/**
 * Issue 32 item 6 (ADR 0075): a stored notification in its reader's language now, from its template key and the
 * parameters kept for that language. A row from before migration 0043, or one whose key is unknown, gives null
 * and is shown as it was written. `callPhone` is the order's store's number at read time (the "call" button).
 */
export function renderStoredNotification(
  template: string | null | undefined,
  stored: unknown,
  language: Language,
  callPhone: string | null = null,
): RenderedNotification | null {
  if (!template || !stored || typeof stored !== 'object') return null;
  const byLanguage = stored as StoredParams;
  const params = byLanguage[language] ?? LANGUAGES.map((other) => byLanguage[other]).find(Boolean);
  if (!params || typeof params !== 'object') return null;
  return renderFrom(template, language, params, callPhone);
}
