import {
  type FeatureText,
  type FeatureTextKey,
  featureTexts,
  useFeatureText,
} from '../../../shared/i18n/feature-texts.js';
import { subscriptionsEn } from './en.js';
import { subscriptionsHi } from './hi.js';
import { subscriptionsTe } from './te.js';

/** The subscription screens' texts, a translator namespace of their own in the screens' lazy chunk. */
export const subscriptionTexts = featureTexts('subscriptions', {
  en: subscriptionsEn,
  hi: subscriptionsHi,
  te: subscriptionsTe,
});
export const SUBSCRIPTIONS_NS = subscriptionTexts.namespace;
export const registerSubscriptionTexts = subscriptionTexts.register;

/** A text's key, e.g. 'status.endsIn' (plural forms are chosen by `count`). */
export type SubscriptionTextKey = FeatureTextKey<typeof subscriptionsEn>;
export type SubscriptionText = FeatureText<typeof subscriptionsEn>;

/** `text(key, params)` in the interface language; the component re-renders when the language changes. */
export const useSubscriptionText = (): SubscriptionText => useFeatureText(subscriptionTexts);
