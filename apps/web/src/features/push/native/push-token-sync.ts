import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import { syncPlayerIdWithRetry } from './hardware-sync.js';

export type PushRegistration = Pick<
  PushNotificationsPlugin,
  'requestPermissions' | 'register' | 'unregister' | 'addListener'
>;

export interface PushTokenSyncDeps {
  push: PushRegistration;
  /** Sends the token to hardware-sync (spec §7); a rejection makes it try again. */
  send: (token: string) => Promise<unknown>;
  sleep?: (ms: number) => Promise<void>;
}

/** The server's 409 for a token registered to another account (ADR 0072): it is not moved without proof. */
const inUseByAnotherAccount = (error: unknown) =>
  (error as { status?: number; code?: string }).status === 409 &&
  (error as { code?: string }).code === 'PUSH_SUBSCRIPTION_IN_USE';

/**
 * Asks for the notification permission, registers with FCM (APNs through FCM on iOS) and sends the token the
 * `registration` event brings, with the spec's retry (§4: every 2 s, up to 60 tries, counting the wait for the
 * first token). A later `registration` with a new token (the platform rotated it) sends that one too.
 * A token the server holds for another account (someone else signed in on this phone before) is not retried:
 * the device proves it holds it by a fresh token exchange, deleting its FCM token and registering again, and
 * the new token the `registration` event brings is sent.
 */
export function startPushTokenSync({ push, send, sleep }: PushTokenSyncDeps): () => void {
  let stopped = false;
  let latest: string | null = null;
  let sent: string | null = null;
  let running = false;

  const run = async (): Promise<void> => {
    running = true;
    const outcome = await syncPlayerIdWithRetry({
      readPlayerId: () => latest,
      send: async (token) => {
        try {
          await send(token);
        } catch (error) {
          if (!inUseByAnotherAccount(error)) throw error;
          await push.unregister();
          await push.register();
        }
        sent = token;
      },
      isCancelled: () => stopped,
      ...(sleep ? { sleep } : {}),
    });
    running = false;
    // A newer token arrived while the last one was being sent.
    if (outcome === 'synced' && !stopped && latest !== sent) return run();
  };

  const registration = push.addListener('registration', ({ value }) => {
    latest = value;
    if (!running && !stopped && value !== sent) void run();
  });
  void run();
  void (async () => {
    const { receive } = await push.requestPermissions();
    if (receive === 'granted') await push.register();
    // Refused: no token will come, so there is nothing to wait for.
    else stopped = true;
  })().catch((error: unknown) => console.warn('[push] native registration failed', error));

  return () => {
    stopped = true;
    void registration.then((handle) => handle.remove());
  };
}
