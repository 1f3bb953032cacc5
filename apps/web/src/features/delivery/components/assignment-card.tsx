import type { RiderAssignment, RiderOrderLine } from '@tokri/core';
import { MapPin, Navigation, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { toast } from '../../../shared/ui/toast.js';
import { useMapToken } from '../../location/index.js';
import { useRiderActions } from '../api/rider-api.js';
import { useDeliveryText } from '../delivery-texts.js';
import { navigationUrl } from '../utils/navigation-url.js';
import { DeliverDialog } from './deliver-dialog.js';
import { LineDialog } from './line-dialog.js';
import { UnavailableDialog } from './unavailable-dialog.js';

const DestinationMap = lazy(() =>
  import('./destination-map.js').then((module) => ({ default: module.DestinationMap })),
);

const STEPS = [
  { status: 'picked_up', from: 'accepted', label: 'current.pickedUp' },
  { status: 'out_for_delivery', from: 'picked_up', label: 'current.outForDelivery' },
  { status: 'delivered', from: 'out_for_delivery', label: 'current.deliver' },
] as const;
const ORDER = ['accepted', 'picked_up', 'out_for_delivery', 'delivered'];

const bigLink =
  'inline-flex min-h-14 items-center justify-center gap-2 rounded-xl px-3 text-lg font-bold no-underline';

function AddressMap({ lat, lng }: { lat: number; lng: number }) {
  const text = useDeliveryText();
  const token = useMapToken();
  return (
    <section
      aria-label={text('current.map')}
      className="isolate h-40 overflow-hidden rounded-xl border border-stone-300 bg-stone-200 dark:border-stone-700 dark:bg-stone-800"
      data-testid="delivery-map"
      data-lat={lat}
      data-lng={lng}
    >
      {token.data ? (
        <Suspense fallback={null}>
          <DestinationMap
            lat={lat}
            lng={lng}
            tileUrl={token.data.tileUrl}
            attribution={token.data.attribution}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function Lines({
  assignment,
  onMark,
}: {
  assignment: RiderAssignment;
  onMark: (line: RiderOrderLine, status: 'unavailable' | 'refused') => void;
}) {
  const text = useDeliveryText();
  const format = useFormat();
  const atDoor = assignment.status === 'out_for_delivery';
  return (
    <ul className="divide-y divide-stone-300 dark:divide-stone-700" aria-label={text('current.items')}>
      {assignment.lines.map((line) => (
        <li
          key={line.id}
          className="flex flex-wrap items-center gap-2 py-2"
          data-testid="rider-line"
          data-status={line.status}
        >
          <p className={`min-w-0 flex-1 text-base ${line.status === 'ok' ? '' : 'line-through opacity-80'}`}>
            <strong className="mr-1 text-lg tabular-nums">{line.quantity} ×</strong>
            {line.name}{' '}
            <span className="text-sm text-stone-700 dark:text-stone-300">({format.packSize(line.unit)})</span>
            {line.substituteFor ? (
              <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-sm font-bold text-green-900 dark:bg-green-900 dark:text-green-50">
                {text('substitution.substituteFor')}
              </span>
            ) : null}
          </p>
          {line.status === 'ok' ? (
            // At the store a line not on the shelf applies the customer's choice (ADR 0045); at the door, refused.
            <button
              type="button"
              onClick={() => onMark(line, atDoor ? 'refused' : 'unavailable')}
              aria-label={
                atDoor
                  ? `${text('line.refused')}: ${line.name}`
                  : text('substitution.unavailableLabel', { item: line.name })
              }
              className="min-h-12 rounded-xl border-2 border-red-700 px-3 text-base font-bold text-red-800 dark:border-red-400 dark:text-red-300"
            >
              {atDoor ? text('line.refused') : text('substitution.unavailable')}
            </button>
          ) : (
            <span
              className="rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-900 dark:bg-red-950 dark:text-red-100"
              data-testid="rider-line-status"
            >
              {line.status === 'missing' || line.status === 'refused'
                ? text(`line.${line.status}`)
                : text(line.status === 'substituted' ? 'substitution.substituted' : 'substitution.rejected')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The order this rider carries, first on the screen: who and where (map, Navigate, Call with the number masked),
 * what (lines, each markable missing or refused), the cash to collect, the customer's notes, and the next step.
 */
export function AssignmentCard({ assignment }: { assignment: RiderAssignment }) {
  const text = useDeliveryText();
  const { t } = useTranslation();
  const format = useFormat();
  const { status } = useRiderActions();
  const [delivering, setDelivering] = useState(false);
  const [marking, setMarking] = useState<{
    line: RiderOrderLine;
    status: 'unavailable' | 'refused';
  } | null>(null);
  const { address } = assignment;
  const reached = ORDER.indexOf(assignment.status);
  const collectsCash = assignment.paymentMethod === 'cod' && assignment.amountToCollectPaise > 0;

  const move = (next: 'picked_up' | 'out_for_delivery') =>
    status.mutate(
      { orderId: assignment.orderId, status: next },
      {
        onSuccess: () => toast.success(text('current.moved', { status: t(`orders.status.${next}`) })),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <article
      className="space-y-4 rounded-2xl border-2 border-stone-900 bg-white p-4 text-stone-950 dark:border-stone-200 dark:bg-stone-900 dark:text-stone-50"
      data-testid="rider-assignment"
      data-order-id={assignment.orderId}
      data-status={assignment.status}
    >
      <header className="space-y-1">
        <h3 className="text-xl font-bold">{text('current.order', { id: assignment.shortId })}</h3>
        <p className="text-base font-semibold" data-testid="rider-stage">
          {assignment.status === 'accepted' ||
          assignment.status === 'picked_up' ||
          assignment.status === 'out_for_delivery'
            ? text(`current.stage.${assignment.status}`)
            : t(`orders.status.${assignment.status}`)}
        </p>
      </header>

      <section className="space-y-2">
        {assignment.store ? (
          <p className="text-base">
            <span className="text-stone-700 dark:text-stone-300">{text('offers.pickup')}: </span>
            <strong>{assignment.store.name}</strong>
          </p>
        ) : null}
        <p className="text-lg">
          <span className="text-stone-700 dark:text-stone-300">{text('current.customer')}: </span>
          <strong data-testid="rider-customer">{assignment.customerFirstName}</strong>
        </p>
        <address className="not-italic text-base" data-testid="rider-address">
          <MapPin aria-hidden="true" className="mr-1 inline size-5 align-text-bottom" />
          {address.house}, {address.area}
          {address.landmark ? (
            <span className="block">{text('current.landmark', { landmark: address.landmark })}</span>
          ) : null}
          <span className="block">
            {address.city} {address.pincode}
          </span>
        </address>
        {address.lat !== null && address.lng !== null ? (
          <AddressMap lat={address.lat} lng={address.lng} />
        ) : (
          <p className="text-sm">{text('current.noMap')}</p>
        )}
        <div className="grid gap-3">
          <a
            href={navigationUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${bigLink} bg-blue-700 text-white dark:bg-blue-400 dark:text-stone-950`}
            data-testid="rider-navigate"
          >
            <Navigation aria-hidden="true" className="size-5" />
            {text('current.navigate')}
          </a>
          <a
            href={`tel:${assignment.customerPhone}`}
            className={`${bigLink} border-2 border-stone-900 dark:border-stone-100`}
            data-testid="rider-call"
          >
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            {text('current.call', { phone: assignment.customerPhoneMasked })}
          </a>
        </div>
      </section>

      <section className="space-y-1">
        <h4 className="text-base font-bold">{text('current.items')}</h4>
        <Lines assignment={assignment} onMark={(line, mark) => setMarking({ line, status: mark })} />
      </section>

      <p
        className={`rounded-xl p-3 text-lg font-bold ${
          collectsCash
            ? 'bg-amber-100 text-amber-950 dark:bg-amber-300 dark:text-stone-950'
            : 'bg-green-100 text-green-950 dark:bg-green-900 dark:text-green-50'
        }`}
        data-testid="rider-collect"
      >
        {collectsCash
          ? `${text('current.collect')}: ${format.rupees(assignment.amountToCollectPaise)}`
          : text('current.prepaid')}
      </p>

      {assignment.deliveryNotes ? (
        <section>
          <h4 className="text-base font-bold">{text('current.deliveryNotes')}</h4>
          <p className="whitespace-pre-line text-base">{assignment.deliveryNotes}</p>
        </section>
      ) : null}
      {assignment.substitutionNotes ? (
        <section>
          <h4 className="text-base font-bold">{text('current.substitutionNotes')}</h4>
          <p className="whitespace-pre-line text-base">{assignment.substitutionNotes}</p>
        </section>
      ) : null}

      <ol className="space-y-2">
        {STEPS.map((step, index) => {
          const done = reached > index;
          const next = ORDER[reached] === step.from;
          return (
            <li key={step.status}>
              <button
                type="button"
                disabled={!next || status.isPending}
                onClick={() => (step.status === 'delivered' ? setDelivering(true) : move(step.status))}
                data-testid={`rider-step-${step.status}`}
                className={`flex min-h-14 w-full items-center justify-center gap-2 rounded-xl px-3 text-lg font-bold ${
                  next
                    ? 'bg-green-700 text-white dark:bg-green-500 dark:text-stone-950'
                    : done
                      ? 'border-2 border-green-700 text-green-900 dark:border-green-400 dark:text-green-200'
                      : 'border-2 border-dashed border-stone-400 text-stone-600 dark:border-stone-600 dark:text-stone-400'
                }`}
              >
                {done ? <span aria-hidden="true">✓</span> : null}
                {text(step.label)}
              </button>
            </li>
          );
        })}
      </ol>

      {delivering ? (
        <DeliverDialog assignment={assignment} open onClose={() => setDelivering(false)} />
      ) : null}
      {marking?.status === 'unavailable' ? (
        <UnavailableDialog assignment={assignment} line={marking.line} onClose={() => setMarking(null)} />
      ) : marking ? (
        <LineDialog
          assignment={assignment}
          line={marking.line}
          status={marking.status === 'refused' ? 'refused' : 'missing'}
          onClose={() => setMarking(null)}
        />
      ) : null}
    </article>
  );
}
