import type { RiderOffer } from '@tokri/core';
import { MapPin, Package, Store, Timer } from 'lucide-react';
import { useEffect } from 'react';
import { useFormat } from '../../../shared/format/use-format.js';
import { useNow } from '../../../shared/hooks/use-now.js';
import { useDeliveryText } from '../delivery-texts.js';

/** Seconds left to accept, never more than the offer's own window (a phone clock running late cannot stretch it). */
export function secondsLeft(offer: Pick<RiderOffer, 'offeredAt' | 'expiresAt'>, now: number): number {
  const expires = Date.parse(offer.expiresAt);
  const window = expires - Date.parse(offer.offeredAt);
  return Math.max(0, Math.ceil(Math.min(expires - now, window) / 1000));
}

/** One order offered to this rider: where from, where to, how big, how much cash, how long to decide. */
export function OfferCard({
  offer,
  busy,
  onAccept,
  onDecline,
  onExpired,
}: {
  offer: RiderOffer;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onExpired: () => void;
}) {
  const text = useDeliveryText();
  const format = useFormat();
  const now = useNow(1000);
  const left = secondsLeft(offer, now);
  const expired = left === 0;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  return (
    <li
      className="space-y-3 rounded-2xl border-2 border-saffron-500 bg-white p-4 text-stone-900 dark:bg-stone-900 dark:text-stone-50"
      data-testid="rider-offer"
      data-offer-id={offer.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">{text('offers.order', { id: offer.shortId })}</h3>
        <p
          className={`flex items-center gap-1 rounded-full px-3 py-1 text-base font-bold tabular-nums ${
            expired
              ? 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100'
              : 'bg-amber-100 text-amber-950 dark:bg-amber-300 dark:text-stone-950'
          }`}
          data-testid="rider-offer-countdown"
        >
          <Timer aria-hidden="true" className="size-5" />
          <time dateTime={offer.expiresAt}>
            {expired ? text('offers.expired') : text('offers.expiresIn', { seconds: left })}
          </time>
        </p>
      </div>
      <dl className="space-y-1.5 text-base">
        <div className="flex items-start gap-2">
          <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <dt className="sr-only">{text('offers.pickup')}</dt>
          <dd className="font-semibold">{offer.store?.name ?? '—'}</dd>
        </div>
        <div className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <dt className="sr-only">{text('offers.drop')}</dt>
          <dd>
            {offer.area.city} {offer.area.pincode} ·{' '}
            {offer.distanceKm === null
              ? text('offers.distanceUnknown')
              : text('offers.distance', { km: offer.distanceKm.toFixed(1) })}
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <dt className="sr-only">{text('current.items')}</dt>
          <dd>
            {text('offers.items', { count: offer.itemCount })} ·{' '}
            <strong data-testid="rider-offer-cash">
              {offer.amountToCollectPaise > 0
                ? text('offers.collect', { amount: format.rupees(offer.amountToCollectPaise) })
                : text('offers.prepaid')}
            </strong>
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={onDecline}
          disabled={busy}
          className="min-h-14 rounded-xl border-2 border-stone-500 px-3 text-lg font-bold text-stone-900 disabled:opacity-60 dark:border-stone-400 dark:text-stone-50"
        >
          {text('offers.decline')}
        </button>
        <button
          type="button"
          onClick={onAccept}
          disabled={busy || expired}
          className="min-h-14 rounded-xl bg-green-700 px-3 text-lg font-bold text-white disabled:opacity-60 dark:bg-green-500 dark:text-stone-950"
        >
          {text('offers.accept')}
        </button>
      </div>
    </li>
  );
}
