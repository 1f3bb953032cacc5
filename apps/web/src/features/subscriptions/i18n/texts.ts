import type { Language } from '@tokri/core';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionsEn } from './en.js';
import { subscriptionsHi } from './hi.js';
import { subscriptionsTe } from './te.js';

/** The i18next namespace of these screens' texts (the app's own texts stay in 'translation'). */
export const SUBSCRIPTIONS_NS = 'subscriptions';

export const SUBSCRIPTION_TEXTS = { en: subscriptionsEn, hi: subscriptionsHi, te: subscriptionsTe } as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A text's key, e.g. 'status.endsIn' (plural forms are chosen by `count`). */
export type SubscriptionTextKey = WithoutPlural<Leaves<typeof subscriptionsEn>>;
export type SubscriptionText = (
  key: SubscriptionTextKey,
  options?: Record<string, string | number>,
) => string;

/** Adds the namespace once per i18next instance (the app's one, or a test's). */
export function registerSubscriptionTexts(instance: I18n): void {
  for (const [language, texts] of Object.entries(SUBSCRIPTION_TEXTS)) {
    if (!instance.hasResourceBundle(language, SUBSCRIPTIONS_NS)) {
      instance.addResourceBundle(language, SUBSCRIPTIONS_NS, texts);
    }
  }
}

/** `text(key, params)` in the interface language; the component re-renders when the language changes. */
export function useSubscriptionText(): SubscriptionText {
  const { i18n } = useTranslation();
  registerSubscriptionTexts(i18n);
  const language = i18n.language as Language;
  return useMemo(() => {
    // The app's typed keys cover only its own namespace; these keys are typed by SubscriptionTextKey instead.
    const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => unknown;
    return (key, options) => String(translate(key, { ...options, lng: language, ns: SUBSCRIPTIONS_NS }));
  }, [i18n, language]);
}
