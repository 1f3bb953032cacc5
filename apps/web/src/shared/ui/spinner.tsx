import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useOnline } from '../network/use-online.js';

/** Loading. Offline, a request waits for the connection, so it says that instead of spinning for ever. */
export function Spinner({ label }: { label: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      {online ? (
        <>
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-brand-500/30 border-t-brand-500"
          />
          <span className="text-sm text-stone-500 dark:text-stone-400">{label}</span>
        </>
      ) : (
        <>
          <WifiOff aria-hidden="true" className="size-8 text-stone-500 dark:text-stone-400" />
          <span className="font-semibold">{t('offline.title')}</span>
          <span className="text-sm text-stone-600 dark:text-stone-400">{t('offline.waiting')}</span>
        </>
      )}
    </div>
  );
}
