import type { Language } from '@tokri/core';
import i18next from 'i18next';
import { initI18n } from '../../../i18n/index.js';
import { registerSubscriptionTexts, SUBSCRIPTIONS_NS, type SubscriptionText } from '../i18n/texts.js';

/** Tests only: the screens' `text` in a language, on the app's own i18next set-up. */
export async function textIn(language: Language): Promise<SubscriptionText> {
  if (!i18next.isInitialized) await initI18n();
  registerSubscriptionTexts(i18next);
  const translate = i18next.t as unknown as (key: string, options: Record<string, unknown>) => unknown;
  return (key, options) => String(translate(key, { ...options, lng: language, ns: SUBSCRIPTIONS_NS }));
}
