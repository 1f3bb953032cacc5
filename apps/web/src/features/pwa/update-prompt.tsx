import { RefreshCw } from 'lucide-react';
import { Button } from '../../shared/ui/button.js';
import { toast } from '../../shared/ui/toast.js';
import { usePwaText } from './i18n/texts.js';

function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const text = usePwaText();
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="flex w-full items-center gap-3 rounded-2xl border border-stone-300 bg-white p-3 shadow-lg dark:border-stone-700 dark:bg-stone-900"
    >
      <p className="flex-1 text-sm font-medium">{text('updateReady')}</p>
      <Button onClick={onReload}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {text('updateReload')}
      </Button>
    </div>
  );
}

/** "A new version is ready" with a Reload button; it stays until used (a toast that times out is easily missed). */
export function showUpdatePrompt(activate: () => void) {
  toast.custom(() => <UpdatePrompt onReload={activate} />, {
    id: 'pwa-update',
    duration: Number.POSITIVE_INFINITY,
  });
}
