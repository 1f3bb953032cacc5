import type { PushMessage } from './push-service.js';

export type NativePlatform = 'android' | 'ios';

export interface NativeDevice {
  /** The FCM registration token the shell sent to hardware-sync (stored as its player id). */
  token: string;
  platform: NativePlatform;
}

/** The JSON of an FCM HTTP v1 `Message` (projects.messages resource): only the fields Tokri sets. */
export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  /** FCM's data values must all be strings. */
  data: Record<string, string>;
  android?: {
    priority: 'HIGH' | 'NORMAL';
    ttl: string;
    notification: { tag?: string };
  };
  apns?: {
    headers: Record<string, string>;
    payload: { aps: { sound: string; 'thread-id': string; category?: string } };
  };
}

/** The iOS notification category of a set of buttons: `tokri.` and their ids in order, e.g. `tokri.track.call`. */
export function actionCategory(actions: readonly { action: string }[]): string | null {
  return actions.length > 0 ? `tokri.${actions.map((action) => action.action).join('.')}` : null;
}

function category(actions: readonly { action: string }[]) {
  const name = actionCategory(actions);
  return name ? { category: name } : {};
}

/** APNs refuses a collapse id longer than 64 bytes. */
const APNS_COLLAPSE_ID_BYTES = 64;

/**
 * One notification for one device, in the FCM v1 shape for its platform. The tag plays the part it plays in Web
 * Push: a later message with the same tag replaces the earlier one on the device (Android's notification tag,
 * APNs' collapse id), so a retried job never leaves two copies. The app opens `data.url` when tapped.
 */
export function fcmMessage(
  device: NativeDevice,
  message: PushMessage,
  nowSeconds = Math.floor(Date.now() / 1000),
): FcmMessage {
  const data: Record<string, string> = { url: message.url };
  if (message.tag) data.tag = message.tag;
  // Issue 32 item 2: the buttons, each with its title and where it leads; the app opens the tapped one's url
  // (`actionId` in the tap event), and iOS shows them for the category (registered by the app at start).
  const actions = message.actions ?? [];
  if (actions.length > 0) data.actions = JSON.stringify(actions);
  const base = { token: device.token, notification: { title: message.title, body: message.body }, data };
  if (device.platform === 'android') {
    return {
      ...base,
      // Order news is time-sensitive; an hour later it is stale (the same TTL as Web Push).
      android: { priority: 'HIGH', ttl: '3600s', notification: message.tag ? { tag: message.tag } : {} },
    };
  }
  const headers: Record<string, string> = {
    'apns-push-type': 'alert',
    'apns-priority': '10',
    'apns-expiration': String(nowSeconds + 3600),
  };
  if (message.tag && Buffer.byteLength(message.tag) <= APNS_COLLAPSE_ID_BYTES)
    headers['apns-collapse-id'] = message.tag;
  return {
    ...base,
    apns: { headers, payload: { aps: { sound: 'default', 'thread-id': 'tokri', ...category(actions) } } },
  };
}
