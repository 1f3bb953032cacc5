import { useId, useState } from 'react';
import { useFeeText } from './fee-texts.js';

/**
 * "Why this fee?" (ADR 0043): a 44 px button that shows, in one tap, the rule behind the delivery fee and that
 * no other fee exists. A lazy chunk with its texts, so the summary's own chunk (and /home) do not carry them.
 */

/** What the explanation needs of a cart's or a quote's summary. */
export interface DeliveryFeeFacts {
  deliveryFeePaise: number;
  freeDeliveryFromPaise: number;
  amountToFreeDeliveryPaise: number;
}

export default function WhyDeliveryFee({
  values,
  rupees,
}: {
  values: DeliveryFeeFacts;
  /** The summary's own formatter, so this chunk needs no formatting code of its own. */
  rupees: (paise: number) => string;
}) {
  const text = useFeeText();
  const [open, setOpen] = useState(false);
  const id = useId();
  const threshold = rupees(values.freeDeliveryFromPaise);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={text('why')}
        onClick={() => setOpen((was) => !was)}
        className="-my-3 inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-stone-100 dark:text-brand-300 dark:hover:bg-stone-800"
        data-testid="why-delivery-fee"
      >
        <span
          aria-hidden="true"
          className="flex size-5 items-center justify-center rounded-full border text-xs"
        >
          ?
        </span>
      </button>
      <span
        id={id}
        role="note"
        hidden={!open}
        className="basis-full text-xs text-stone-600 dark:text-stone-300"
        data-testid="why-delivery-fee-text"
      >
        {open
          ? `${
              values.deliveryFeePaise > 0
                ? text('deliveryCharged', {
                    fee: rupees(values.deliveryFeePaise),
                    threshold,
                    short: rupees(values.amountToFreeDeliveryPaise),
                  })
                : text('deliveryFree', { threshold })
            } ${text('noOtherFees')}`
          : null}
      </span>
    </>
  );
}
