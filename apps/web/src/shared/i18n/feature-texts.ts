import type { Language } from '@tokri/core';
import { useMemo } from 'react';
import type { translator } from '../../i18n/translator.js';
import { useTranslation } from '../../i18n/use-translation.js';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A text's key in a feature's texts, e.g. 'status.endsIn' (plural forms are chosen by `count`). */
export type FeatureTextKey<T> = WithoutPlural<Leaves<T>>;
export type FeatureText<T> = (key: FeatureTextKey<T>, options?: Record<string, string | number>) => string;

export interface FeatureTexts<T> {
  namespace: string;
  texts: Record<Language, T>;
  /** Adds the namespace to the app's translator, once. */
  register(instance: typeof translator): void;
}

/**
 * Texts that ship in a feature's own lazy chunk instead of the app's main bundle (so /home does not pay for
 * screens it never shows), as a namespace of their own in the translator.
 */
export function featureTexts<T extends object>(
  namespace: string,
  texts: Record<Language, T>,
): FeatureTexts<T> {
  return {
    namespace,
    texts,
    register(instance) {
      for (const [language, bundle] of Object.entries(texts)) {
        if (!instance.hasResourceBundle(language, namespace))
          instance.addResourceBundle(language, namespace, bundle);
      }
    },
  };
}

/** `text(key, params)` in the interface language; the component re-renders when the language changes. */
export function useFeatureText<T>(feature: FeatureTexts<T>): FeatureText<T> {
  const { i18n } = useTranslation();
  feature.register(i18n);
  const language = i18n.language as Language;
  return useMemo(() => {
    // The app's typed keys cover only its own namespace; these keys are typed by FeatureTextKey instead.
    return (key, options) =>
      String(i18n.t(key as never, { ...options, lng: language, ns: feature.namespace }));
  }, [i18n, language, feature]);
}
