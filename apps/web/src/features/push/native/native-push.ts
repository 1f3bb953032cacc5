import { PushNotifications } from '@capacitor/push-notifications';
import { api } from '../../../shared/api/api-client.js';
import { nativePlatform } from '../../../shared/native/native-shell.js';
import { startPushTokenSync } from './push-token-sync.js';

/** Spec §7 hardware-sync: `onesignal_player_id` keeps its name and now carries the FCM (or APNs) token. */
export const sendDeviceToken = (token: string) =>
  api('/functions/v1/hardware-sync', {
    method: 'POST',
    body: {
      onesignal_player_id: token,
      device_info: {
        platform: nativePlatform(),
        userAgent: navigator.userAgent,
        timestamp: new Date().toISOString(),
      },
    },
  });

export function startNativePush(): () => void {
  return startPushTokenSync({ push: PushNotifications, send: sendDeviceToken });
}
