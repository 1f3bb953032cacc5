import type { OrderItemView } from '@tokri/core';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useRatingsText } from './i18n/texts.js';

/** One thumb per product in the order (a product in two packs is rated once); tap again to take it back. */
export function ItemThumbs({
  items,
  thumbs,
  onChange,
}: {
  items: OrderItemView[];
  thumbs: Map<string, boolean>;
  onChange: (productId: string, thumbsUp: boolean | null) => void;
}) {
  const text = useRatingsText();
  const products = [...new Map(items.map((item) => [item.productId, item])).values()];
  if (products.length === 0) return null;
  const toggle = (productId: string, up: boolean) =>
    onChange(productId, thumbs.get(productId) === up ? null : up);
  const thumbClass = (on: boolean) =>
    `inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border ${
      on
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-stone-300 text-stone-700 dark:border-stone-600 dark:text-stone-200'
    }`;
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{text('rateOrder.itemsLegend')}</legend>
      <ul className="divide-y divide-stone-200 dark:divide-stone-800">
        {products.map((item) => (
          <li key={item.productId} className="flex items-center gap-2 py-2" data-testid="rate-item">
            <span className="min-w-0 flex-1">{item.name}</span>
            <button
              type="button"
              aria-pressed={thumbs.get(item.productId) === true}
              aria-label={text('rateOrder.liked', { name: item.name })}
              onClick={() => toggle(item.productId, true)}
              className={thumbClass(thumbs.get(item.productId) === true)}
            >
              <ThumbsUp aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-pressed={thumbs.get(item.productId) === false}
              aria-label={text('rateOrder.disliked', { name: item.name })}
              onClick={() => toggle(item.productId, false)}
              className={thumbClass(thumbs.get(item.productId) === false)}
            >
              <ThumbsDown aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
