import { useTranslation } from '../../../i18n/use-translation.js';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { useFormat } from '../../../shared/format/use-format.js';
import type { OrderItemView, OrderView } from '../../../shared/types/order.js';
import { LineStatusBadge } from '../handover/removed-lines.js';
import { SubstituteNote } from '../substitution/substitute-note.js';

/** Lines the customer does not pay for (ADR 0039, 0045). */
const NOT_CHARGED = new Set(['missing', 'refused', 'substituted', 'rejected']);

/**
 * The items as ordered, with the prices of that day (not today's); with `order`, substitutes and their Reject
 * button (ADR 0045).
 */
export function OrderItems({ items, order }: { items: OrderItemView[]; order?: OrderView }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-800" data-testid="order-items">
      {items.map((item) => (
        <li
          key={item.id ?? `${item.productId}:${item.variantId ?? ''}`}
          className="flex items-center gap-3 py-2"
          data-testid="order-item"
          data-status={item.lineStatus ?? 'ok'}
          data-substitute={item.substituteFor ? 'true' : undefined}
        >
          <img
            src={mediaUrl(item.imageUrl ?? '/favicon.svg')}
            alt=""
            width="48"
            height="48"
            className="size-12 shrink-0 rounded-lg bg-stone-100 object-contain dark:bg-stone-800"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium leading-tight">{item.name}</p>
            <p className="text-xs text-stone-500 dark:text-stone-400">
              {format.packSize(item.unit)}
              {' · '}
              {t('orders.qtyAt', { quantity: item.quantity, price: format.rupees(item.unitPricePaise) })}
              {item.unitPricePaise < item.mrpPaise ? (
                <>
                  {' '}
                  <span className="sr-only">{t('product.mrp')} </span>
                  <s>{format.rupees(item.mrpPaise)}</s>
                </>
              ) : null}
            </p>
            <LineStatusBadge status={item.lineStatus} />
            {order ? <SubstituteNote order={order} item={item} /> : null}
          </div>
          <p className="font-semibold tabular-nums">
            {NOT_CHARGED.has(item.lineStatus ?? 'ok') ? (
              <s>{format.rupees(item.totalPricePaise)}</s>
            ) : (
              format.rupees(item.totalPricePaise)
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
