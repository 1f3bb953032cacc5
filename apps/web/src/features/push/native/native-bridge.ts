import { api } from '../../../shared/api/api-client.js';
import { isNativeShell, nativePlatform } from '../../../shared/native/native-shell.js';

export { isNativeShell };

/**
 * Spec §7 hardware-sync: `onesignal_player_id` keeps its name and now carries the device's FCM token (APNs
 * through FCM on iOS), with the platform. The shell's push code (native-push.ts) sends it with the §4 retry.
 */
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
