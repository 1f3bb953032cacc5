import { registerServiceWorker } from '../../../shared/service-worker/service-worker.js';
import type { BrowserSubscription } from '../api/push-api.js';

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = base64.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

interface SubscriptionLike {
  options?: { applicationServerKey?: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

export interface PushDependencies {
  requestPermission: () => Promise<NotificationPermission>;
  register: () => Promise<{
    pushManager: {
      getSubscription(): Promise<SubscriptionLike | null>;
      subscribe(options: {
        userVisibleOnly: boolean;
        applicationServerKey: Uint8Array<ArrayBuffer>;
      }): Promise<SubscriptionLike>;
    };
  }>;
  publicKey: () => Promise<string>;
  save: (subscription: BrowserSubscription) => Promise<unknown>;
  warn: (message: string) => void;
}

export type EnablePushResult = 'enabled' | 'denied';

/**
 * Turns Web Push on for this browser: asks for permission (denied: a console warning and nothing is
 * registered, spec §8), registers the service worker, subscribes with the server's VAPID key (again when
 * the key changed) and sends the subscription to the server.
 */
export async function enablePush(deps: PushDependencies): Promise<EnablePushResult> {
  const permission = await deps.requestPermission();
  if (permission !== 'granted') {
    deps.warn(`[push] Notification permission is "${permission}": push notifications were not registered.`);
    return 'denied';
  }
  const registration = await deps.register();
  const key = urlBase64ToUint8Array(await deps.publicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('The browser returned an incomplete push subscription.');
  await deps.save({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
  return 'enabled';
}

/** The real browser, for enablePush. */
export function browserPushDependencies(
  publicKey: () => Promise<string>,
  save: (subscription: BrowserSubscription) => Promise<unknown>,
): PushDependencies {
  return {
    requestPermission: () => Notification.requestPermission(),
    register: async () => {
      // The app's one worker, already registered on first load (the same call, so never a second one).
      await registerServiceWorker();
      return navigator.serviceWorker.ready as unknown as ReturnType<PushDependencies['register']>;
    },
    publicKey,
    save,
    warn: (message) => console.warn(message),
  };
}

/** Whether this browser already has a push subscription (the service worker may not be registered yet). */
export async function hasPushSubscription(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  return Boolean(subscription);
}
