import type { Language } from '@tokri/core';
import { initI18n } from '../../../i18n/index.js';
import { translator } from '../../../i18n/translator.js';
import { registerSubscriptionTexts, SUBSCRIPTIONS_NS, type SubscriptionText } from '../i18n/texts.js';

/** Tests only: the screens' `text` in a language, on the app's own translator. */
export async function textIn(language: Language): Promise<SubscriptionText> {
  if (!translator.isInitialized) await initI18n();
  registerSubscriptionTexts(translator);
  const translate = translator.t as unknown as (key: string, options: Record<string, unknown>) => unknown;
  return (key, options) => String(translate(key, { ...options, lng: language, ns: SUBSCRIPTIONS_NS }));
}
