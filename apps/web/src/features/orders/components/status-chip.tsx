import { useTranslation } from '../../../i18n/use-translation.js';
import { statusTone, TONE_CLASSES } from '../utils/order-status.js';

/** An order status as a coloured, translated chip. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-chip"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_CLASSES[statusTone(status)]}`}
    >
      {t(`orders.status.${status}` as 'orders.status.placed', { defaultValue: status })}
    </span>
  );
}
