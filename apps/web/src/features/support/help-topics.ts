import type { supportEn } from './i18n/en.js';

type FaqKey = keyof (typeof supportEn)['faq'];
export type TopicKey = keyof (typeof supportEn)['topics'];

/** Which questions each help topic holds, in the order they are shown. */
export const HELP_TOPICS: readonly { topic: TopicKey; questions: readonly FaqKey[] }[] = [
  { topic: 'delivery', questions: ['deliveryFee', 'deliveryTime', 'deliveryCode', 'substitutes'] },
  { topic: 'payments', questions: ['paymentMethods', 'paymentWindow', 'cashOnDelivery'] },
  { topic: 'refunds', questions: ['refundTiming', 'refundAutomatic', 'refundProblem', 'refundCash'] },
  { topic: 'subscriptions', questions: ['subscriptionHow', 'subscriptionChanges', 'subscriptionBalance'] },
  { topic: 'account', questions: ['cancelOrder', 'language', 'password'] },
];

/** Lower case, one space, and Unicode-normalised, so "रिफ़ंड" typed either way matches. */
export const normalise = (text: string) =>
  text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The questions whose text, in ANY of the three languages, has every word of the query: someone reading the app
 * in English may type in Hindi or Telugu and still find the answer.
 */
export function matchingQuestions(
  query: string,
  textsByLanguage: readonly (typeof supportEn)[],
): Set<FaqKey> | null {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const found = new Set<FaqKey>();
  for (const { questions } of HELP_TOPICS) {
    for (const key of questions) {
      const haystack = normalise(
        textsByLanguage.map((texts) => `${texts.faq[key].q} ${texts.faq[key].a}`).join(' '),
      );
      if (words.every((word) => haystack.includes(word))) found.add(key);
    }
  }
  return found;
}
