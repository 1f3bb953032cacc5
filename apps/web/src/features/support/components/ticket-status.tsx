import type { TicketStatus } from '@tokri/core';
import { useSupportText } from '../i18n/texts.js';

const STYLE: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  answered: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  resolved: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const text = useSupportText();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[status]}`}>
      {text(`tickets.status.${status}`)}
    </span>
  );
}
