import { useFormat } from '../../../shared/format/use-format.js';
import { useNow } from '../../../shared/hooks/use-now.js';
import type { OrderItemView, OrderView } from '../../../shared/types/order.js';
import { toast } from '../../../shared/ui/toast.js';
import { useRejectSubstitute } from '../api/orders-api.js';
import { useSubstituteText } from './substitute-texts.js';

/** While a substitute may be rejected: the order is with its rider, not yet handed over. */
const WITH_RIDER: readonly OrderView['status'][] = ['accepted', 'picked_up', 'out_for_delivery'];

/**
 * Under an order line touched by a substitution (ADR 0045): the original shows "Replaced"; the substitute shows
 * what it replaces and, inside the window, a Reject button with the time it closes (IST); once rejected, a badge.
 */
export function SubstituteNote({ order, item }: { order: OrderView; item: OrderItemView }) {
  const text = useSubstituteText();
  const format = useFormat();
  const now = useNow(5_000);
  const reject = useRejectSubstitute(order.id);
  if (item.lineStatus === 'substituted')
    return (
      <span className="mt-0.5 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold dark:bg-stone-700">
        {text('substituted')}
      </span>
    );
  if (!item.substituteFor) return null;
  const original = order.items.find((line) => line.id === item.substituteFor);
  const open =
    item.lineStatus === 'ok' &&
    item.rejectUntil !== null &&
    item.rejectUntil !== undefined &&
    new Date(item.rejectUntil).getTime() > now &&
    WITH_RIDER.includes(order.status);
  return (
    <div className="mt-1 space-y-1" data-testid="substitute-note">
      {original ? (
        <p className="text-xs font-medium text-brand-800 dark:text-brand-300">
          {text('replaces', { item: original.name })}
        </p>
      ) : null}
      {item.lineStatus === 'rejected' ? (
        <span
          className="inline-block rounded-full bg-saffron-400/20 px-2 py-0.5 text-xs font-semibold"
          data-testid="substitute-rejected"
        >
          {text('rejected')}
        </span>
      ) : null}
      {open ? (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={reject.isPending}
            aria-label={text('rejectLabel', { item: item.name })}
            onClick={() =>
              reject.mutate(item.id!, {
                onSuccess: () => toast.success(text('rejectedToast')),
                onError: (failure) => toast.error(failure.message),
              })
            }
            className="min-h-11 rounded-xl border-2 border-red-700 px-4 text-sm font-bold text-red-800 disabled:opacity-60 dark:border-red-400 dark:text-red-300"
          >
            {text('reject')}
          </button>
          <span className="text-xs text-stone-600 dark:text-stone-400">
            {text('rejectUntil', { time: format.dateTime(item.rejectUntil!) })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
