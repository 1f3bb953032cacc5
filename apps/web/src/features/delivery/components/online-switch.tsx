import { useId } from 'react';
import { useDeliveryText } from '../delivery-texts.js';

/** The big on-duty switch: a real switch (role=switch, aria-checked), thumb-sized, readable in sunlight. */
export function OnlineSwitch({
  online,
  busy,
  onChange,
}: {
  online: boolean;
  busy: boolean;
  onChange: (online: boolean) => void;
}) {
  const text = useDeliveryText();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p id={labelId} className="text-base font-bold">
          {text('duty.label')}
        </p>
        <p id={hintId} className="text-sm text-stone-700 dark:text-stone-300">
          {online ? text('duty.hintOnline') : text('duty.hintOffline')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={online}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onChange(!online)}
        data-testid="rider-online-switch"
        className={`relative inline-flex h-14 w-36 shrink-0 items-center rounded-full border-2 font-bold transition-colors disabled:opacity-70 ${
          online
            ? 'border-green-800 bg-green-700 text-white dark:border-green-400 dark:bg-green-600 dark:text-stone-950'
            : 'border-stone-500 bg-stone-200 text-stone-900 dark:border-stone-400 dark:bg-stone-800 dark:text-stone-100'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 size-11 rounded-full bg-white shadow transition-[left] dark:bg-stone-100 ${
            online ? 'left-[5.4rem]' : 'left-1'
          }`}
        />
        <span className={`w-full text-base ${online ? 'pr-12 pl-3 text-left' : 'pl-12 pr-3 text-right'}`}>
          {online ? text('duty.online') : text('duty.offline')}
        </span>
      </button>
    </div>
  );
}
