import { useOnline } from '../network/use-online.js';
import { Button } from './button.js';
import { OfflineNotice } from './offline-notice.js';

/** A failed load: what went wrong, in the user's language, and a way to try again ("You're offline" when it is). */
export function QueryError({
  message,
  detail,
  retryLabel,
  onRetry,
}: {
  message: string;
  detail?: string | undefined;
  retryLabel: string;
  onRetry: () => void;
}) {
  const online = useOnline();
  if (!online) return <OfflineNotice onRetry={onRetry} />;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <p className="font-semibold">{message}</p>
      {detail && detail !== message ? <p>{detail}</p> : null}
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
