import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';

/**
 * The next page: loaded when the button scrolls into view (infinite scroll), and always by the button
 * itself, for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, onLoadMore]);

  if (!hasNextPage) {
    return (
      <p className="mt-6 text-center text-sm text-stone-500 dark:text-stone-400">
        {t('catalogue.endOfList')}
      </p>
    );
  }
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <Button variant="secondary" disabled={isFetchingNextPage} onClick={onLoadMore}>
        {isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
      </Button>
    </div>
  );
}
