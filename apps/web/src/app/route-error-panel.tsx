import { useTranslation } from '../i18n/use-translation.js';
import { useOnline } from '../shared/network/use-online.js';
import { Button } from '../shared/ui/button.js';
import { OfflineNotice } from '../shared/ui/offline-notice.js';

/** A page's code or data failed to arrive: a browser's message for a dynamic import that could not be fetched. */
export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically|preload CSS/i.test(
    error.message,
  );
}

/** What the page area shows when its page failed: offline, or a plain "Something went wrong" with a retry. */
export function RouteErrorPanel({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online || isChunkLoadError(error)) {
    return (
      <div className="px-4 py-8">
        <OfflineNotice
          title={online ? t('offline.pageFailedTitle') : t('offline.title')}
          body={online ? t('offline.pageFailed') : t('offline.pageBody')}
          onRetry={onRetry}
        />
      </div>
    );
  }
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-8 text-center"
      data-testid="page-error"
    >
      <h1 className="text-2xl font-bold">{t('errors.title')}</h1>
      <p className="text-stone-600 dark:text-stone-400">{t('errors.body')}</p>
      <Button onClick={onRetry}>{t('errors.tryAgain')}</Button>
    </section>
  );
}
