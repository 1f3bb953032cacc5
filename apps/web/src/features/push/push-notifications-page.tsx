import { useQueryClient } from '@tanstack/react-query';
import { BellRing, Send, Smartphone, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useFormat } from '../../shared/format/use-format.js';
import { SoundToggle } from '../../shared/sound/sound-toggle.js';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { toast } from '../../shared/ui/toast.js';
import {
  fetchVapidPublicKey,
  type PushDevice,
  pushKeys,
  saveSubscription,
  usePushDevices,
  useRemoveDevice,
  useSendTestPush,
} from './api/push-api.js';
import { isNativeShell } from './native/native-bridge.js';
import { describeUserAgent } from './utils/device-name.js';
import { browserPushDependencies, enablePush, hasPushSubscription, pushSupported } from './utils/web-push.js';

type Status = 'checking' | 'unsupported' | 'native' | 'off' | 'on' | 'denied';

function initialStatus(): Status {
  if (isNativeShell()) return 'native';
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'checking';
}

function EnablePush() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>(initialStatus);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== 'checking') return;
    void hasPushSubscription().then((on) =>
      setStatus(on && Notification.permission === 'granted' ? 'on' : 'off'),
    );
  }, [status]);

  const enable = async () => {
    setBusy(true);
    try {
      const result = await enablePush(
        browserPushDependencies(fetchVapidPublicKey, async (subscription) => {
          queryClient.setQueryData(pushKeys.devices, await saveSubscription(subscription));
        }),
      );
      setStatus(result === 'enabled' ? 'on' : 'denied');
      if (result === 'enabled') toast.success(t('push.enabled'));
    } catch (error) {
      toast.error(t('push.failed'), { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const message: Partial<Record<Status, string>> = {
    native: t('push.native'),
    unsupported: t('push.unsupported'),
    on: t('push.enabled'),
    denied: t('push.denied'),
  };
  return (
    <div className="space-y-3" data-testid="push-status" data-status={status}>
      {message[status] ? (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {message[status]}
        </p>
      ) : null}
      {status === 'denied' ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('push.unblockSteps')}</p>
      ) : null}
      {status === 'off' || status === 'denied' || status === 'on' ? (
        <Button className="w-full" disabled={busy} onClick={() => void enable()}>
          <BellRing aria-hidden="true" className="size-5" />
          {busy ? t('push.enabling') : status === 'on' ? t('push.refresh') : t('push.enable')}
        </Button>
      ) : null}
    </div>
  );
}

function DeviceRow({ device }: { device: PushDevice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useRemoveDevice();
  const described = describeUserAgent(device.userAgent);
  const name = described ? t('push.deviceName', described) : t('push.unknownDevice');
  return (
    <li className="flex items-start gap-3 py-3" data-testid="push-device">
      <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{name}</p>
        <p className="text-stone-500 dark:text-stone-400">
          {t('push.added', { date: format.dateTime(device.createdAt) })}
        </p>
        <p className="text-stone-500 dark:text-stone-400">
          {device.lastSuccessAt
            ? t('push.lastDelivered', { date: format.dateTime(device.lastSuccessAt) })
            : t('push.neverDelivered')}
        </p>
      </div>
      <Button
        variant="danger"
        aria-label={t('push.removeNamed', { name })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(device.id, {
            onSuccess: () => toast.success(t('push.removed')),
            onError: (error) => toast.error(t('push.removeFailed'), { description: error.message }),
          })
        }
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('push.remove')}
      </Button>
    </li>
  );
}

function Devices() {
  const { t } = useTranslation();
  const devices = usePushDevices();
  const test = useSendTestPush();
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ sent }) =>
        sent > 0 ? toast.success(t('push.testSent', { count: sent })) : toast(t('push.testNone')),
      onError: (error) => toast.error(t('push.testFailed'), { description: error.message }),
    });
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900" aria-labelledby="push-devices">
      <h2 id="push-devices" className="font-semibold">
        {t('push.devices')}
      </h2>
      {devices.isPending ? <p className="text-sm text-stone-500">{t('app.loading')}</p> : null}
      {devices.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('push.devicesFailed')}
        </p>
      ) : null}
      {devices.data?.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('push.noDevices')}</p>
      ) : null}
      {devices.data && devices.data.length > 0 ? (
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" className="w-full" disabled={test.isPending} onClick={sendTest}>
        <Send aria-hidden="true" className="size-5" />
        {test.isPending ? t('push.testSending') : t('push.test')}
      </Button>
    </section>
  );
}

/** /push-notifications: what push is for, turning it on for this browser, registered devices, sounds. */
export function PushNotificationsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.pushNotifications')}>
      <div className="space-y-4">
        <section className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('push.intro')}</p>
          <EnablePush />
        </section>
        <Devices />
        <section className="rounded-2xl bg-white p-4 dark:bg-stone-900" aria-labelledby="push-sounds">
          <h2 id="push-sounds" className="mb-2 font-semibold">
            {t('push.soundHeading')}
          </h2>
          <SoundToggle />
        </section>
      </div>
    </Page>
  );
}
