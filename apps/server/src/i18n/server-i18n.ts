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

type Namespace = 'notifications' | 'mail' | 'subscriptions' | 'referrals';
// One fixed `t` per language and namespace, made once: every order placed renders six notifications.
const fixed = new Map<string, TFunction>();

/** `t` for one language and namespace, e.g. `translator('hi', 'mail')('password_reset.subject')`. */
export function translator(language: Language, namespace: Namespace): TFunction {
  const key = `${language}:${namespace}`;
  let t = fixed.get(key);
  if (!t) {
    t = instance.getFixedT(language, namespace);
    fixed.set(key, t);
  }
  return t;
}
