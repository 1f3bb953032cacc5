import { PushNotifications } from '@capacitor/push-notifications';
import { startPushTokenSync } from './push-token-sync.js';

/** Loaded only inside the shell; `send` comes from the bridge so this chunk stays Capacitor and pure code. */
export function startNativePush(send: (token: string) => Promise<unknown>): () => void {
  return startPushTokenSync({ push: PushNotifications, send });
}
