import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button.js';
import { isNativeShell } from '../push/index.js';
import { useInstallText } from './i18n/texts.js';
import { isInstalledApp, readDismissedAt, rememberDismissal, shouldOfferInstall } from './install-offer.js';
import { forgetInstallPrompt, installPromptEvent } from './install-prompt-event.js';

/**
 * "Install Tokri", on an order's confirmation: the moment a customer has a reason to come back (ADR 0054).
 * Install opens the browser's own dialog; "Not now" keeps the card away for 30 days.
 */
export function InstallCard({ hasOrdered }: { hasOrdered: boolean }) {
  const text = useInstallText();
  const titleId = useId();
  const [offered, setOffered] = useState(() =>
    shouldOfferInstall({
      canPrompt: installPromptEvent() !== null,
      hasOrdered,
      installed: isInstalledApp(),
      nativeShell: isNativeShell(),
      dismissedAt: readDismissedAt(),
      now: Date.now(),
    }),
  );
  if (!offered || !hasOrdered) return null;

  const install = async () => {
    const event = installPromptEvent();
    setOffered(false);
    if (!event) return;
    // The event can be used once: whatever the answer, the browser fires a new one if asking makes sense again.
    forgetInstallPrompt();
    await event.prompt();
    const choice = await event.userChoice?.catch(() => null);
    if (choice?.outcome === 'dismissed') rememberDismissal(Date.now());
  };

  return (
    <section
      data-testid="install-card"
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
    >
      <div className="flex items-start gap-3">
        <Download aria-hidden="true" className="size-6 shrink-0 text-brand-600 dark:text-brand-300" />
        <div className="space-y-1">
          <h2 id={titleId} className="font-semibold">
            {text('title')}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">{text('body')}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="min-h-11"
          onClick={() => {
            rememberDismissal(Date.now());
            setOffered(false);
          }}
        >
          {text('notNow')}
        </Button>
        <Button className="min-h-11" onClick={() => void install()}>
          {text('install')}
        </Button>
      </div>
    </section>
  );
}
