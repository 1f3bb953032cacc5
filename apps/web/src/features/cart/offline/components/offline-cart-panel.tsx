import { CloudOff, TriangleAlert } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useFormat } from '../../../../shared/format/use-format.js';
import { Button } from '../../../../shared/ui/button.js';
import type { CartView } from '../../api/cart-types.js';
import { sameLine } from '../../utils/cart-display.js';
import { useOfflineCartText } from '../i18n/texts.js';
import { offlineConflicts, useOfflineConflicts } from '../offline-conflicts.js';
import { pendingCart } from '../pending-cart.js';
import type { CartConflict } from '../replay-offline-cart.js';

function ConflictLine({ conflict }: { conflict: CartConflict }) {
  const text = useOfflineCartText();
  const format = useFormat();
  switch (conflict.kind) {
    case 'unavailable':
      return <>{text('conflict.unavailable', { name: conflict.name })}</>;
    case 'capped':
      return (
        <>
          {text('conflict.capped', {
            name: conflict.name,
            quantity: conflict.quantity,
            asked: conflict.asked,
          })}
        </>
      );
    case 'priceChanged':
      return (
        <>
          {text('conflict.priceChanged', {
            name: conflict.name,
            now: format.rupees(conflict.nowPaise),
            was: format.rupees(conflict.seenPaise),
          })}
        </>
      );
  }
}

/** What the last sync of offline changes could not do as asked, until the customer says OK. */
function ConflictsNotice() {
  const text = useOfflineCartText();
  const conflicts = useOfflineConflicts();
  if (conflicts.length === 0) return null;
  return (
    <section
      data-testid="offline-conflicts"
      aria-label={text('conflictsTitle')}
      className="space-y-2 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {text('conflictsTitle')}
      </p>
      <ul className="list-disc space-y-1 ps-5">
        {conflicts.map((conflict) => (
          <li key={`${conflict.kind}:${conflict.name}`}>
            <ConflictLine conflict={conflict} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="min-h-11" onClick={() => offlineConflicts.set([])}>
        {text('dismiss')}
      </Button>
    </section>
  );
}

/** Lines added offline that the server's cart does not have yet: name, quantity, and that they wait. */
function WaitingLines({ cart }: { cart: CartView | undefined }) {
  const text = useOfflineCartText();
  const lines = useSyncExternalStore(pendingCart.subscribe, pendingCart.lines);
  const waiting = lines.filter(
    (line) => line.quantity > 0 && !cart?.items.some((item) => sameLine(item, line)),
  );
  if (waiting.length === 0) return null;
  return (
    <section
      data-testid="offline-waiting-lines"
      aria-label={text('pendingTitle')}
      className="space-y-2 rounded-2xl border-2 border-dashed border-stone-300 p-4 dark:border-stone-700"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CloudOff aria-hidden="true" className="size-5 shrink-0" />
        {text('pendingTitle')}
      </p>
      <ul className="space-y-1 text-sm">
        {waiting.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`} className="flex justify-between gap-3">
            <span>{line.name}</span>
            <span className="font-bold tabular-nums">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-stone-600 dark:text-stone-400">{text('pendingHint')}</p>
    </section>
  );
}

/** On the cart page: what waits for the connection, and what changed when it was sent (ADR 0054). */
export function OfflineCartPanel({ cart }: { cart: CartView | undefined }) {
  return (
    <>
      <ConflictsNotice />
      <WaitingLines cart={cart} />
    </>
  );
}
