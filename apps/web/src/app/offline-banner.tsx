import { WifiOff } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation.js';
import { useOnline } from '../shared/network/use-online.js';

/**
 * App-wide while offline (ADR 0053): the screens keep showing what the service worker cached, and this says
 * why nothing updates. The app's own "You're offline" text, so the shell carries no new words. It scrolls away
 * with the page: a second bar stuck to the top would cover the sticky header.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex min-h-11 items-center justify-center gap-2 bg-stone-800 px-4 py-2 text-sm font-medium text-white dark:bg-stone-200 dark:text-stone-900"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline.title')}
    </div>
  );
}
