import { KeyRound } from 'lucide-react';
import type { OrderView } from '../../../shared/types/order.js';
import { useHandoverText } from './handover-texts.js';

/** While a rider has the order the server sends its code; the card shows whatever code the order carries. */
const SHOWN: readonly OrderView['status'][] = ['accepted', 'picked_up', 'out_for_delivery'];

/**
 * The 4-digit code the customer reads out at the door (issue 14 §4, ADR 0039): large digits, and one spoken
 * label ("Delivery code 4 7 1 9") so a screen reader says the digits one by one, not "four thousand…".
 * It appears live: a status change refetches the order, and the refetched order carries the code.
 */
export function DeliveryCode({ order }: { order: Pick<OrderView, 'status' | 'deliveryOtp'> }) {
  const text = useHandoverText();
  const code = order.deliveryOtp;
  if (!code || !SHOWN.includes(order.status)) return null;
  const digits = [...code];
  return (
    <section
      aria-labelledby="delivery-code-title"
      data-testid="delivery-code"
      className="rounded-2xl border-2 border-brand-500 bg-white p-4 text-center dark:bg-stone-900"
    >
      <h2 id="delivery-code-title" className="flex items-center justify-center gap-2 font-bold">
        <KeyRound aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
        {text('title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text('share')}</p>
      <p className="mt-3 flex justify-center gap-2" data-testid="delivery-code-digits" data-code={code}>
        <span className="sr-only">{text('spoken', { digits: digits.join(' ') })}</span>
        {digits.map((digit, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
            key={index}
            aria-hidden="true"
            className="flex h-16 w-12 items-center justify-center rounded-xl bg-brand-50 font-mono text-4xl font-bold tabular-nums text-stone-950 dark:bg-brand-900/60 dark:text-white"
          >
            {digit}
          </span>
        ))}
      </p>
    </section>
  );
}
