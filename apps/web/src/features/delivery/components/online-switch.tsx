import { useId } from 'react';
import { useDeliveryText } from '../delivery-texts.js';

/**
 * The big on-duty switch: a real switch (role=switch, aria-checked), thumb-sized, readable in sunlight. Its name
 * is the visible label and the visible state ("On duty Online"), so a voice user can say what they see.
 */
export function OnlineSwitch({
  online,
  busy,
  onChange,
  describedBy,
}: {
  online: boolean;
  busy: boolean;
  onChange: (online: boolean) => void;
  describedBy: string;
}) {
  const text = useDeliveryText();
  const labelId = useId();
  const stateId = useId();
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <span id={labelId} className="text-sm font-bold">
        {text('duty.label')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={online}
        aria-labelledby={`${labelId} ${stateId}`}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onChange(!online)}
        data-testid="rider-online-switch"
        className={`relative inline-flex h-14 w-36 items-center rounded-full border-2 font-bold transition-colors disabled:opacity-70 ${
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
        <span
          id={stateId}
          className={`w-full text-base ${online ? 'pr-12 pl-3 text-left' : 'pl-12 pr-3 text-right'}`}
        >
          {online ? text('duty.online') : text('duty.offline')}
        </span>
      </button>
    </div>
  );
}
