import type { OrderRatingView } from '@tokri/core';
import { Star } from 'lucide-react';
import { useRatingsText } from './i18n/texts.js';

/** A rating already given: its stars and comment. */
export function GivenRating({ rating }: { rating: OrderRatingView }) {
  const text = useRatingsText();
  return (
    <section className="rounded-2xl bg-white p-4 dark:bg-stone-900" data-testid="given-rating">
      <h2 className="mb-1 font-semibold">{text('given.heading')}</h2>
      <p className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <Star
            key={stars}
            aria-hidden="true"
            className={`size-5 ${stars <= rating.stars ? 'fill-amber-400 text-amber-500' : 'text-stone-400'}`}
          />
        ))}
        <span className="ms-2 text-sm">{text('given.stars', { count: rating.stars })}</span>
      </p>
      {rating.comment ? <p className="mt-2 whitespace-pre-wrap">{rating.comment}</p> : null}
    </section>
  );
}
