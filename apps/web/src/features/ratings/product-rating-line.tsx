import type { ProductRatingSummary } from '@tokri/core';
import { ThumbsUp } from 'lucide-react';
import { featureTexts, useFeatureText } from '../../shared/i18n/feature-texts.js';

/** Its own tiny namespace: the product page should not load the rating pages' texts for one line. */
const productRatingTexts = featureTexts('product-rating', {
  en: {
    line_one: '{{percent}}% liked · {{count}} rating',
    line_other: '{{percent}}% liked · {{count}} ratings',
  },
  hi: {
    line_one: '{{percent}}% को पसंद · {{count}} रेटिंग',
    line_other: '{{percent}}% को पसंद · {{count}} रेटिंग',
  },
  te: {
    line_one: '{{percent}}% మందికి నచ్చింది · {{count}} రేటింగ్',
    line_other: '{{percent}}% మందికి నచ్చింది · {{count}} రేటింగ్‌లు',
  },
});
export const productRatingTextsForTests = productRatingTexts;

/** "92% liked · 25 ratings": the share of thumbs up from rated orders (ADR 0050); nothing before the first. */
export function ProductRatingLine({ rating }: { rating: ProductRatingSummary | null }) {
  const text = useFeatureText(productRatingTexts);
  if (!rating) return null;
  return (
    <p
      className="flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300"
      data-testid="product-rating"
    >
      <ThumbsUp aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
      {text('line', { percent: rating.likedPercent, count: rating.count })}
    </p>
  );
}
