import { systemClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { logger } from '../logger.js';
import { pruneAuthThrottles } from '../modules/auth/auth-housekeeping.js';
import { runRiderOfferRound } from '../modules/delivery/rider-offer-round.js';
import { runLotWithdrawalRound } from '../modules/inventory/lot-withdrawal-round.js';
import { deleteUnattachedSupportPhotos } from '../modules/media/unattached-support-photos.js';
import { runDueErasures } from '../modules/privacy/account-erasure-round.js';
import { pruneRiderPositions } from '../modules/rider-location/rider-position-retention.js';
import { pruneSentNotices, sendEveningNotices } from '../modules/subscriptions/evening-notices.js';
import { runDueSubscriptions } from '../modules/subscriptions/midnight-run.js';
import { expireUnpaidOrders } from './expire-unpaid-orders.js';
import { type JobDeps, runDueJobs } from './job-runner.js';
import { pruneFinishedJobs, pruneRealtimeEvents } from './prune-old-rows.js';
import { runRefundRound } from './refund-round.js';

const log = logger.child({ module: 'jobs' });

const BATCH = 50;

/**
 * Runs the periodic jobs; returns a stop function that also waits for the runs in flight, so a shutdown never
 * closes the pool under a job. Each run is independent, so a crash loses nothing.
 */
export function startJobs(db: Database, deps: JobDeps): () => Promise<void> {
  let busy = false;
  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  const run = (work: () => Promise<unknown>, failure: string) => {
    if (stopped) return;
    const running = work()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  };
  let subscriptionsBusy = false;
  // The midnight run (ADR 0030) polls every minute rather than firing once at 00:00: a server that was down at
  // midnight catches up on start, a plan that became due later in the day is picked up, and a poll that finds
  // nothing due costs one indexed query per worker.
  // The evening notices ride on the same poll: before the evening time they cost nothing, after a day's pass one
  // lookup.
  const deliverSubscriptions = () => {
    if (subscriptionsBusy) return;
    subscriptionsBusy = true;
    const clock = deps.clock ?? systemClock;
    run(
      () =>
        runDueSubscriptions({ db, clock })
          .then(() => sendEveningNotices({ db, clock }))
          .finally(() => {
            subscriptionsBusy = false;
          }),
      'subscription run failed',
    );
  };
  deliverSubscriptions();
  // Rider offers (ADR 0038): overdue offers go to the next rider within a couple of seconds of their 30 s, and
  // waiting orders reach riders who became free. `skip locked` keeps instances off each other's orders.
  let offersBusy = false;
  const riderOffers = deps.riderOffers;
  const roundOfOffers = () => {
    if (offersBusy || !riderOffers) return;
    offersBusy = true;
    run(
      () =>
        runRiderOfferRound(db, riderOffers).finally(() => {
          offersBusy = false;
        }),
      'rider offer round failed',
    );
  };
  // Refunds (ADR 0042): every 30 s, owed refunds are sent and finished ones settle; leases keep instances apart.
  let refundsBusy = false;
  const gateway = deps.gateway;
  const roundOfRefunds = () => {
    if (refundsBusy || !gateway) return;
    refundsBusy = true;
    run(
      () =>
        runRefundRound(db, gateway, deps.refunds, deps.payouts).finally(() => {
          refundsBusy = false;
        }),
      'refund round failed',
    );
  };
  // Freshness (ADR 0046): every minute, lots past their FSSAI sell-by leave available stock. Checkout already
  // refuses them, so a late round costs nothing but a stale count for up to a minute.
  let lotsBusy = false;
  const roundOfLots = () => {
    if (lotsBusy) return;
    lotsBusy = true;
    run(
      () =>
        runLotWithdrawalRound(db, deps.clock ?? systemClock).finally(() => {
          lotsBusy = false;
        }),
      'lot withdrawal round failed',
    );
  };
  // Account erasure (ADR 0051): every 10 minutes, accounts past their grace period are erased; leased rows keep
  // instances apart, and the grace period is days, so minutes late cost nothing.
  let erasuresBusy = false;
  const roundOfErasures = () => {
    if (erasuresBusy) return;
    erasuresBusy = true;
    run(
      () =>
        runDueErasures(db).finally(() => {
          erasuresBusy = false;
        }),
      'account erasure round failed',
    );
  };
  roundOfLots();
  const timers = [
    setInterval(roundOfLots, 60_000),
    setInterval(roundOfErasures, 10 * 60_000),
    setInterval(roundOfOffers, 2_000),
    setInterval(roundOfRefunds, 30_000),
    setInterval(deliverSubscriptions, 60_000),
    setInterval(
      () =>
        run(
          () =>
            expireUnpaidOrders(db, {
              ...(deps.gateway ? { gateway: deps.gateway } : {}),
              ...(deps.clock ? { clock: deps.clock } : {}),
            }),
          'expire unpaid orders failed',
        ),
      60_000,
    ),
    setInterval(() => run(() => pruneAuthThrottles(db), 'prune auth throttles failed'), 60 * 60_000),
    setInterval(
      // Idempotent deletes with `skip locked`: every instance may run them; whichever comes first does the work.
      () =>
        run(
          () =>
            Promise.all([
              pruneRealtimeEvents(db),
              pruneFinishedJobs(db),
              pruneSentNotices(db),
              pruneRiderPositions(db),
              // Support photos never sent with a ticket, a day after upload (ADR 0072).
              deleteUnattachedSupportPhotos(db, (deps.clock ?? systemClock)()),
            ]),
          'prune old realtime events, jobs, rider positions and unattached photos failed',
        ),
      60 * 60_000,
    ),
    setInterval(() => {
      if (busy) return;
      busy = true;
      // Keep taking jobs while full batches come back, so a burst of orders does not queue pushes for minutes.
      run(async () => {
        try {
          while (!stopped && (await runDueJobs(deps, BATCH, () => stopped)) === BATCH) {
            // next batch
          }
        } finally {
          busy = false;
        }
      }, 'scheduled jobs failed');
    }, 1_000),
  ];
  for (const timer of timers) timer.unref();
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...inFlight]);
  };
}
