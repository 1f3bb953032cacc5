import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../shared/api/api-client.js';
import { sessionStore } from '../../shared/session/session-store.js';
import { Button } from '../../shared/ui/button.js';
import { toast } from '../../shared/ui/toast.js';
import { useProfileText } from './i18n/texts.js';

/** Ends every session of the account (this device's too), after one confirmation. */
export function SignOutEverywhere() {
  const text = useProfileText();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      // The server ends every session first (a failure leaves the user signed in, and told); then this device
      // forgets its own, already revoked, session.
      await api('/api/auth/sign-out-everywhere', { method: 'POST' });
      await sessionStore.signOut();
    } catch (error) {
      setPending(false);
      toast.error(text('settings.signOutEverywhereFailed'), { description: (error as Error).message });
    }
  };
  if (!asking) {
    return (
      <div className="space-y-1">
        <Button variant="danger" className="w-full" onClick={() => setAsking(true)}>
          <MonitorSmartphone aria-hidden="true" className="size-4" />
          {text('settings.signOutEverywhere')}
        </Button>
        <p className="text-center text-sm text-stone-600 dark:text-stone-400">
          {text('settings.signOutEverywhereHint')}
        </p>
      </div>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="sign-out-everywhere-ask"
      className="space-y-3 rounded-2xl border border-red-300 p-4 dark:border-red-800"
    >
      <p id="sign-out-everywhere-ask">{text('settings.signOutEverywhereAsk')}</p>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" disabled={pending} onClick={() => setAsking(false)}>
          {text('settings.signOutEverywhereCancel')}
        </Button>
        <Button variant="danger" className="flex-1" disabled={pending} onClick={() => void confirm()}>
          {pending ? text('settings.signingOutEverywhere') : text('settings.signOutEverywhereConfirm')}
        </Button>
      </div>
    </div>
  );
}
