import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { isNativeShell } from '../native/native-bridge.js';
import { hasPushSubscription, pushSupported } from '../utils/web-push.js';

/** What a push can really do on this device: the account's switch alone does not make it reach anyone. */
export type PushReach = 'checking' | 'native' | 'unsupported' | 'blocked' | 'off' | 'on';

async function currentReach(): Promise<PushReach> {
  if (isNativeShell()) return 'native';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscribed = await hasPushSubscription();
  return subscribed && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The browser's permission and this device's subscription, checked again when the person comes back to the tab. */
export function usePushReach(): PushReach {
  const [reach, setReach] = useState<PushReach>('checking');
  useEffect(() => {
    let live = true;
    const check = () => void currentReach().then((next) => live && setReach(next));
    check();
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return reach;
}

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300';

/**
 * Beside the push switch (issue 32): with the switch on, say whether pushes reach this device, and when the
 * browser blocks them, say so and how to unblock, instead of a switch that only looks on.
 */
export function PushReachNote({ switchOn }: { switchOn: boolean }) {
  const { t } = useTranslation();
  const reach = usePushReach();
  if (!switchOn || reach === 'checking' || reach === 'native') return null;
  if (reach === 'on')
    return (
      <p className="text-sm text-brand-700 dark:text-brand-300" data-testid="push-reach" data-reach={reach}>
        {t('push.reachOn')}
      </p>
    );
  return (
    <div
      role="status"
      data-testid="push-reach"
      data-reach={reach}
      className="mt-2 space-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
    >
      <p>
        {reach === 'blocked'
          ? t('push.reachBlocked')
          : reach === 'unsupported'
            ? t('push.unsupported')
            : t('push.reachOff')}
      </p>
      {reach === 'blocked' ? <p>{t('push.unblockSteps')}</p> : null}
      {reach === 'unsupported' ? null : (
        <Link to="/push-notifications" className={linkClass}>
          {reach === 'blocked' ? t('push.unblockLink') : t('push.setUp')}
        </Link>
      )}
    </div>
  );
}
