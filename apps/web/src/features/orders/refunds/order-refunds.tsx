import { useFormat } from '../../../shared/format/use-format.js';
import type { OrderView } from '../../../shared/types/order.js';
import { useRefundText } from './refund-texts.js';

/** Each refund of the order with its state and the gateway's reference, once there is one (ADR 0042). */
export function OrderRefunds({ refunds }: { refunds: OrderView['refunds'] }) {
  const text = useRefundText();
  const format = useFormat();
  if (!refunds?.length) return null;
  return (
    <section aria-label={text('title')} className="space-y-2 rounded-2xl bg-saffron-400/10 p-3 text-sm">
      <h2 className="font-semibold">{text('title')}</h2>
      <ul className="space-y-1">
        {refunds.map((refund) => (
          <li
            key={`${refund.createdAt}-${refund.reference}`}
            data-testid="order-refund"
            data-status={refund.status}
          >
            <span className="font-semibold">{format.rupees(refund.amountPaise)}</span> · {text(refund.status)}
            {refund.reference ? (
              <span className="block text-xs text-stone-600 dark:text-stone-400">
                {text('reference', { reference: refund.reference })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
