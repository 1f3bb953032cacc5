import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import type { OrderView } from '../../../shared/types/order.js';
import { Button } from '../../../shared/ui/button.js';
import { toast } from '../../../shared/ui/toast.js';
import { useAdminText } from '../console/admin-texts.js';
import { useAssignRider, useRiderOptions } from './rider-api.js';

const ACTORS = new Set(['customer', 'admin', 'rider', 'system']);

/** Before the pick-up a rider can be assigned or swapped (the server says the same). */
const ASSIGNABLE = new Set(['placed', 'confirmed', 'preparing', 'accepted']);

/** The order's rider, and a picker of active riders: the order's store's first, online before offline. */
export function RiderAssignment({ order }: { order: OrderView }) {
  const text = useAdminText();
  const riders = useRiderOptions();
  const assign = useAssignRider();
  const [riderId, setRiderId] = useState('');
  const storeId = order.store?.id ?? null;
  const ranked = [...(riders.data ?? [])].sort(
    (a, b) =>
      Number(b.homeStoreId === storeId) - Number(a.homeStoreId === storeId) ||
      Number(b.isOnline) - Number(a.isOnline) ||
      a.fullName.localeCompare(b.fullName),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!riderId) return;
    assign.mutate(
      { id: order.id, riderId },
      {
        onSuccess: (updated) =>
          toast.success(text('orders.assigned', { name: updated.rider?.name ?? '', id: updated.shortId })),
        onError: (error) => toast.error(text('orders.assignFailed'), { description: error.message }),
      },
    );
  };
  return (
    <div className="text-sm" data-testid="order-rider">
      <p>
        <span className="text-stone-600 dark:text-stone-400">{text('orders.rider')}: </span>
        <span className="font-medium">{order.rider?.name ?? text('orders.noRider')}</span>
      </p>
      {ASSIGNABLE.has(order.status) ? (
        riders.data && ranked.length === 0 ? (
          <p className="text-xs text-stone-600 dark:text-stone-400">{text('orders.noRiders')}</p>
        ) : (
          <form onSubmit={submit} className="mt-1 flex gap-2">
            <label className="sr-only" htmlFor={`rider-${order.id}`}>
              {text('orders.chooseRider')}
            </label>
            <select
              id={`rider-${order.id}`}
              value={riderId}
              onChange={(event) => setRiderId(event.currentTarget.value)}
              className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-900"
            >
              <option value="">{text('orders.chooseRider')}</option>
              {ranked.map((rider) => (
                <option key={rider.id} value={rider.id}>
                  {rider.fullName} ({rider.isOnline ? text('orders.online') : text('orders.offline')})
                </option>
              ))}
            </select>
            <Button type="submit" variant="secondary" disabled={!riderId || assign.isPending}>
              {assign.isPending ? text('orders.assigning') : text('orders.assign')}
            </Button>
          </form>
        )
      ) : null}
    </div>
  );
}

/** Every status change, who made it, when, and the note (a cancellation's reason). */
export function OrderHistory({ order }: { order: OrderView }) {
  const text = useAdminText();
  const { t } = useTranslation();
  const format = useFormat();
  // The actor is a role code (customer, admin, rider, system): named in the reader's language, never raw.
  const actorName = (actor: string) =>
    ACTORS.has(actor) ? text(`orders.actors.${actor}` as 'orders.actors.customer') : actor;
  if (order.history.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">
        {text('orders.history')}
      </summary>
      <ol className="space-y-1 border-l-2 border-stone-200 pl-3 dark:border-stone-700">
        {order.history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <span className="font-medium">
              {t(`orders.status.${entry.to}` as 'orders.status.placed', { defaultValue: entry.to })}
            </span>{' '}
            <span className="text-stone-600 dark:text-stone-400">
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time> ·{' '}
              {text('orders.by', { actor: actorName(entry.actor) })}
            </span>
            {entry.note ? <span className="block">{entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
