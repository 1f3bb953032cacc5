import {
  LANGUAGES,
  type Language,
  MAIL_TEXTS,
  notificationTexts,
  referralNoticeTexts,
  subscriptionNoticeTexts,
} from '@tokri/core';
import i18next, { type TFunction } from 'i18next';

/**
 * The server's i18next: notification and mail texts from core, rendered in the recipient's language with
 * i18next's `{{name}}` interpolation, the same syntax the web uses. Plain text out (mail, push, stored
 * notifications), so nothing is HTML-escaped.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        notifications: notificationTexts(language),
        mail: MAIL_TEXTS[language],
        subscriptions: subscriptionNoticeTexts(language),
        referrals: referralNoticeTexts(language),
      },
    ]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  ns: ['notifications', 'mail', 'subscriptions', 'referrals'],
  defaultNS: 'notifications',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** `t` for one language and namespace, e.g. `translator('hi', 'mail')('password_reset.subject')`. */
export function translator(
  language: Language,
  namespace: 'notifications' | 'mail' | 'subscriptions' | 'referrals',
): TFunction {
  return instance.getFixedT(language, namespace);
}
