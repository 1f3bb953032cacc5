import { WifiOff } from 'lucide-react';
import { useCheckoutOfflineText } from '../i18n/texts.js';

/** Beside the disabled "Place order" while offline: why it is disabled, and that it comes back by itself. */
export function NeedsConnectionNote({ id }: { id: string }) {
  const text = useCheckoutOfflineText();
  return (
    <p
      id={id}
      role="status"
      data-testid="checkout-needs-connection"
      className="flex items-center gap-2 text-sm font-medium text-amber-800 dark:text-amber-200"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {text('needsConnection')}
    </p>
  );
}
