import type { SearchSuggestion } from '@tokri/core';
import { useFormat } from '../../../shared/format/use-format.js';

/** One found product: picture, name, pack and price. */
export function SuggestionRow({
  product,
  imageSize = 40,
}: {
  product: SearchSuggestion;
  imageSize?: 40 | 64;
}) {
  const format = useFormat();
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <img
        src={product.imageUrl ?? '/favicon.svg'}
        alt=""
        width={imageSize}
        height={imageSize}
        loading="lazy"
        decoding="async"
        className={`${imageSize === 40 ? 'size-10' : 'size-16'} shrink-0 rounded-lg bg-stone-100 object-contain dark:bg-stone-800`}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{product.name}</span>
        <span className="block truncate text-xs text-stone-500 dark:text-stone-400">
          {format.packSize(product.unit)}
          {imageSize === 64 ? ` · ${product.category.name}` : ''}
        </span>
      </span>
      <span className="shrink-0 text-sm font-bold">{format.rupees(product.finalPricePaise)}</span>
    </span>
  );
}
