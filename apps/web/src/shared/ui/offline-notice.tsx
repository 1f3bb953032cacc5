import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from './button.js';

/**
 * "You're offline": what could not load and that it comes back by itself. Shown inside the page area,
 * so the header and the bottom navigation stay usable.
 */
export function OfflineNotice({
  title,
  body,
  onRetry,
}: {
  title?: string;
  body?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="offline-notice"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-stone-300 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-900"
    >
      <WifiOff aria-hidden="true" className="size-8 text-stone-500 dark:text-stone-400" />
      <p className="text-lg font-semibold">{title ?? t('offline.title')}</p>
      <p className="text-sm text-stone-600 dark:text-stone-400">{body ?? t('offline.body')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('offline.retry')}
        </Button>
      ) : null}
    </div>
  );
}
