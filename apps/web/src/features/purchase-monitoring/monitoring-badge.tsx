import { useTranslation } from '../../i18n/use-translation.js';
import { usePurchaseMonitoring } from './purchase-monitoring.js';

const DOT = {
  connected: 'bg-brand-400',
  reconnecting: 'bg-saffron-400',
  disconnected: 'bg-stone-400',
} as const;

/** Spec §2: a floating "Monitoring purchases..." badge while purchase monitoring is in aggressive mode. */
export function MonitoringBadge() {
  const { t } = useTranslation();
  const { aggressive, connection } = usePurchaseMonitoring();
  if (!aggressive) return null;
  return (
    <div
      role="status"
      data-testid="monitoring-badge"
      data-connection={connection}
      className="pointer-events-none fixed bottom-20 left-1/2 z-30 flex -translate-x-1/2 items-center gap-2 rounded-full bg-stone-900/90 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg print:hidden dark:bg-stone-100/95 dark:text-stone-900"
    >
      <span aria-hidden="true" className={`size-2.5 animate-pulse rounded-full ${DOT[connection]}`} />
      {t('monitoring.badge')}
      <span className="sr-only">{t(`monitoring.connection.${connection}`)}</span>
    </div>
  );
}
