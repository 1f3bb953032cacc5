import type { SearchSuggestion } from '@tokri/core';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { useFormat } from '../../../shared/format/use-format.js';

/** One found product: picture, name, pack and price (beside the name in suggestions, under it in results). */
export function SuggestionRow({
  product,
  imageSize = 40,
}: {
  product: SearchSuggestion;
  imageSize?: 40 | 64;
}) {
  const format = useFormat();
  const large = imageSize === 64;
  const price = (
    <span className={`shrink-0 text-sm font-bold ${large ? 'block pt-0.5' : ''}`}>
      {format.rupees(product.finalPricePaise)}
    </span>
  );
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <img
        src={mediaUrl(product.imageUrl ?? '/favicon.svg')}
        alt=""
        width={imageSize}
        height={imageSize}
        loading="lazy"
        decoding="async"
        className={`${large ? 'size-16' : 'size-10'} shrink-0 rounded-lg bg-stone-100 object-contain dark:bg-stone-800`}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{product.name}</span>
        <span className="block truncate text-xs text-stone-500 dark:text-stone-400">
          {format.packSize(product.unit)}
          {large ? ` · ${product.category.name}` : ''}
        </span>
        {large ? price : null}
      </span>
      {large ? null : price}
    </span>
  );
}
