import { useQueryClient } from '@tanstack/react-query';
import type { RiderHome } from '@tokri/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/api-error.js';
import { useCurrentUser } from '../../shared/session/use-auth.js';
import { unlockAudio } from '../../shared/sound/sound-player.js';
import { soundPreference, useSoundEnabled } from '../../shared/sound/sound-settings.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { riderHomeKey, useRiderActions, useRiderHome } from './api/rider-api.js';
import { AssignmentCard } from './components/assignment-card.js';
import { LocationNotice } from './components/location-notice.js';
import { OfferCard } from './components/offer-card.js';
import { OnlineSwitch } from './components/online-switch.js';
import { TodayPanel } from './components/today-panel.js';
import { useDeliveryText } from './delivery-texts.js';
import { usePositionSender } from './location/use-position-sender.js';
import { offerAlert } from './offer-alert.js';

/** An admin opening /delivery without a delivery partner record: the rider API says 403. */
function NotARider({ isAdmin }: { isAdmin: boolean }) {
  const text = useDeliveryText();
  return (
    <section
      className="space-y-3 rounded-2xl border-2 border-amber-600 bg-white p-4 dark:bg-stone-900"
      data-testid="rider-not-rider"
    >
      <h2 className="text-xl font-bold">{text('notRider.title')}</h2>
      <p className="text-base">{text('notRider.body')}</p>
      {isAdmin ? (
        <Link
          to="/admin/riders"
          className="inline-flex min-h-12 items-center rounded-xl bg-green-700 px-4 text-base font-bold text-white dark:bg-green-500 dark:text-stone-950"
        >
          {text('notRider.open')}
        </Link>
      ) : null}
    </section>
  );
}

function RingerNotice() {
  const text = useDeliveryText();
  const enabled = useSoundEnabled();
  if (enabled) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-stone-900 dark:text-amber-100">
      <p className="min-w-0 flex-1 text-base font-semibold">{text('ringer.off')}</p>
      <button
        type="button"
        onClick={() => {
          soundPreference.set(true);
          // This tap is the gesture browsers want before they let a page make sound.
          unlockAudio();
        }}
        className="min-h-12 rounded-xl bg-amber-800 px-4 text-base font-bold text-white dark:bg-amber-300 dark:text-stone-950"
        data-testid="rider-ringer-on"
      >
        {text('ringer.turnOn')}
      </button>
    </div>
  );
}

function RiderScreen({ home, userId }: { home: RiderHome; userId: string }) {
  const text = useDeliveryText();
  const queryClient = useQueryClient();
  const actions = useRiderActions();
  const [announcement, setAnnouncement] = useState('');
  const dutyHintId = useId();
  const location = usePositionSender(userId, home.me.isOnline);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: riderHomeKey }),
    [queryClient],
  );

  // A new offer rings once, whichever way it arrived (an event, a poll, the first load).
  useEffect(() => {
    const fresh = offerAlert.announce(home.offers);
    const first = home.offers.find((offer) => offer.id === fresh[0]);
    if (first) setAnnouncement(text('offers.newOrder', { store: first.store?.name ?? '' }));
  }, [home.offers, text]);

  const setOnline = (online: boolean) =>
    actions.online.mutate(online, {
      onSuccess: (me) => toast.success(me.isOnline ? text('duty.wentOnline') : text('duty.wentOffline')),
      onError: (error) => toast.error(error.message),
    });
  const busyOffer = actions.accept.isPending || actions.decline.isPending;

  return (
    <div className="space-y-4">
      <header className="space-y-2 rounded-2xl bg-white p-3 text-stone-950 dark:bg-stone-900 dark:text-stone-50">
        <div className="flex items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words text-xl font-bold" data-testid="rider-name">
              {text('greeting', { name: home.me.fullName })}
            </h1>
            {home.me.homeStore ? (
              <p className="text-sm">{text('store', { store: home.me.homeStore.name })}</p>
            ) : null}
          </div>
          <OnlineSwitch
            online={home.me.isOnline}
            busy={actions.online.isPending}
            onChange={setOnline}
            describedBy={dutyHintId}
          />
        </div>
        <p id={dutyHintId} className="text-sm text-stone-700 dark:text-stone-300">
          {home.me.isOnline ? text('duty.hintOnline') : text('duty.hintOffline')}
        </p>
      </header>
      <RingerNotice />
      <LocationNotice state={location.state} waiting={location.waiting} />
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>

      {home.offers.length > 0 ? (
        <section aria-labelledby="rider-offers" className="space-y-2">
          <h2 id="rider-offers" className="text-xl font-bold">
            {text('offers.heading')}
          </h2>
          <ul className="space-y-3">
            {home.offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                busy={busyOffer}
                onExpired={refresh}
                onAccept={() =>
                  actions.accept.mutate(offer.id, {
                    onSuccess: () => toast.success(text('offers.accepted')),
                    onError: (error) => toast.error(error.message),
                  })
                }
                onDecline={() =>
                  actions.decline.mutate(offer.id, {
                    onSuccess: () => toast(text('offers.declined')),
                    onError: (error) => toast.error(error.message),
                  })
                }
              />
            ))}
          </ul>
        </section>
      ) : null}

      {home.current.length > 0 ? (
        <section aria-labelledby="rider-current" className="space-y-2">
          <h2 id="rider-current" className="text-xl font-bold">
            {text('current.heading')}
          </h2>
          {home.current.map((assignment) => (
            <AssignmentCard key={assignment.orderId} assignment={assignment} />
          ))}
        </section>
      ) : null}

      {home.offers.length === 0 && home.me.isOnline ? (
        <p className="rounded-2xl bg-white p-4 text-base dark:bg-stone-900" data-testid="rider-no-offers">
          {text('offers.none')}
        </p>
      ) : null}

      <TodayPanel today={home.today} />
    </div>
  );
}

/**
 * /delivery, the rider app: made for one hand on a cheap phone in sunlight (big targets, strong contrast). The
 * on-duty switch, new orders that ring, the current order first, today's figures, and the position sent while
 * online. Live: the app shell's realtime listener invalidates ['rider', …] on every event of the rider's topic
 * (and the server replays missed ones after a reconnect); a 30 s poll covers a socket that cannot connect.
 */
export function DeliveryPage() {
  const text = useDeliveryText();
  const user = useCurrentUser();
  const home = useRiderHome();

  const notRider = home.error instanceof ApiError && home.error.status === 403;
  return (
    <section className="mx-auto max-w-xl px-3 py-3" data-testid="rider-app">
      {home.data && user ? (
        <RiderScreen home={home.data} userId={user.id} />
      ) : notRider ? (
        <>
          <h1 className="mb-3 text-2xl font-bold">{text('title')}</h1>
          <NotARider isAdmin={user?.isAdmin ?? false} />
        </>
      ) : home.isError ? (
        <>
          <h1 className="mb-3 text-2xl font-bold">{text('title')}</h1>
          <QueryError
            message={text('loadFailed')}
            detail={home.error.message}
            retryLabel={text('retry')}
            onRetry={() => void home.refetch()}
          />
        </>
      ) : (
        <Spinner label={text('loading')} />
      )}
    </section>
  );
}
