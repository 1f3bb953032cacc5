import { useQuery } from '@tanstack/react-query';
import { type BestBefore, formatIstDate, startOfIstDay } from '@tokri/core';
import { CalendarClock } from 'lucide-react';
import { useLanguage } from '../../i18n/use-language.js';
import { api } from '../api/api-client.js';
import { useFreshnessText } from './freshness-texts.js';

/** The best-before dates of a product's stocked rows: the lot first-expiry-first-out sells next (ADR 0046). */
function useBestBefore(productId: string) {
  return useQuery({
    queryKey: ['best-before', productId],
    queryFn: () =>
      api<{ items: BestBefore[] }>(`/api/best-before?productIds=${productId}`).then((body) => body.items),
    staleTime: 60_000,
  });
}

/**
 * "Best before 28 Nov 2026" in the reader's language, the date in IST, for a lot-tracked product or pack; nothing
 * for products without lots.
 */
export function BestBeforeNote({ productId, variantId }: { productId: string; variantId: string | null }) {
  const text = useFreshnessText();
  const language = useLanguage();
  const dates = useBestBefore(productId);
  const row = dates.data?.find((item) => item.variantId === variantId);
  if (!row) return null;
  return (
    <p
      className="flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300"
      data-testid="best-before"
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {text('bestBefore', { date: formatIstDate(startOfIstDay(row.bestBefore), language) })}
    </p>
  );
}
