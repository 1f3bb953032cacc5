import { api } from '../../../shared/api/api-client.js';
import { syncPlayerIdWithRetry } from './hardware-sync.js';

interface CapacitorGlobal {
  getPlatform?: () => string;
}

interface OneSignalGlobal {
  User?: { pushSubscription?: { id?: string | null; getIdAsync?: () => Promise<string | null> } };
}

type NativeWindow = Window & {
  Capacitor?: CapacitorGlobal;
  plugins?: { OneSignal?: OneSignalGlobal };
  /** Set by the Tokri shell when its native push registration has a player id. */
  TokriNative?: { pushPlayerId?: string | null };
};

const nativeWindow = () => window as NativeWindow;

/** True inside the native (Capacitor) shell: only it has a push player id. */
export function isNativeShell(): boolean {
  return typeof window !== 'undefined' && Boolean(nativeWindow().Capacitor);
}

/** The OneSignal player (subscription) id, from the OneSignal plugin or the shell's own bridge. */
export async function readNativePlayerId(): Promise<string | null> {
  const w = nativeWindow();
  const subscription = w.plugins?.OneSignal?.User?.pushSubscription;
  const fromPlugin = subscription?.getIdAsync ? await subscription.getIdAsync() : (subscription?.id ?? null);
  return fromPlugin || w.TokriNative?.pushPlayerId || null;
}

/** Spec §7 hardware-sync: sends the player id with the device info; returns a function that cancels it. */
export function startNativePushSync(): () => void {
  if (!isNativeShell()) return () => undefined;
  let cancelled = false;
  void syncPlayerIdWithRetry({
    readPlayerId: readNativePlayerId,
    send: (playerId) =>
      api('/functions/v1/hardware-sync', {
        method: 'POST',
        body: {
          onesignal_player_id: playerId,
          device_info: {
            platform: nativeWindow().Capacitor?.getPlatform?.() ?? 'unknown',
            userAgent: navigator.userAgent,
            timestamp: new Date().toISOString(),
          },
        },
      }),
    isCancelled: () => cancelled,
  }).then((outcome) => console.info(`[push] native player id sync: ${outcome}`));
  return () => {
    cancelled = true;
  };
}
