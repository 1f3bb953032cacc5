import { useFormat } from '../../../shared/format/use-format.js';
import type { OrderItemView, OrderView } from '../../../shared/types/order.js';
import { useHandoverText } from './handover-texts.js';

/** An item the rider found missing at the store or the customer returned at the door: not charged (ADR 0039). */
export function LineStatusBadge({ status }: { status: OrderItemView['lineStatus'] }) {
  const text = useHandoverText();
  if (status !== 'missing' && status !== 'refused') return null;
  return (
    <span
      className="mt-0.5 inline-block rounded-full bg-saffron-400/20 px-2 py-0.5 text-xs font-semibold text-stone-900 dark:text-stone-100"
      data-testid="line-status"
      data-status={status}
    >
      {text(status)}
    </span>
  );
}

/**
 * Under the bill, once lines were removed: what the order costs now, and on a prepaid order what comes back
 * (the refund itself arrives with the refunds work; the amount is recorded on the order).
 */
export function RemovedLinesNote({ order }: { order: OrderView }) {
  const text = useHandoverText();
  const format = useFormat();
  const due = order.amountDuePaise;
  if (due === undefined || due >= order.totalPaise || order.status === 'cancelled') return null;
  const prepaid = order.paymentMethod !== 'cod';
  return (
    <p
      role="status"
      data-testid="removed-lines-note"
      className="rounded-2xl bg-saffron-400/10 p-3 text-sm font-medium"
    >
      {text('amountNow', { amount: format.rupees(due) })}
      {prepaid ? ` · ${text('refundDue', { amount: format.rupees(order.totalPaise - due) })}` : ''}
    </p>
  );
}
