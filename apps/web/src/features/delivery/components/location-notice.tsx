import { LocateFixed, LocateOff } from 'lucide-react';
import { useDeliveryText } from '../delivery-texts.js';
import type { LocationState } from '../location/position-sender.js';

/** How the position sharing is going: a quiet line while it works, a clear message when it cannot. */
export function LocationNotice({ state, waiting }: { state: LocationState; waiting: number }) {
  const text = useDeliveryText();
  if (state === 'off') return null;
  const problem = state === 'denied' || state === 'unavailable' || state === 'unsupported';
  return (
    <div
      role={problem ? 'alert' : 'status'}
      data-testid="rider-location"
      data-state={state}
      className={`flex items-start gap-2 rounded-xl p-3 text-base ${
        problem
          ? 'border-2 border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-stone-900 dark:text-amber-100'
          : 'bg-stone-100 text-stone-900 dark:bg-stone-800 dark:text-stone-100'
      }`}
    >
      {problem ? (
        <LocateOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <LocateFixed aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <p>
        {text(`location.${state}`)}
        {waiting > 0 ? (
          <span className="block text-sm">{text('location.waiting', { count: waiting })}</span>
        ) : null}
      </p>
    </div>
  );
}
