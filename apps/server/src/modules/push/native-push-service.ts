import type { Database } from '../../db/database.js';
import { pushSends } from '../../metrics/metrics.js';
import { mayPushTo } from '../profile/channel-consent.js';
import { createFcmAccessTokens } from './fcm-access-token.js';
import { fcmMessage, type NativeDevice } from './fcm-message.js';
import { createFcmSender, type FcmOutcome } from './fcm-sender.js';
import type { FcmServiceAccount } from './fcm-service-account.js';
import type { PushMessage } from './push-service.js';

/** Where native pushes go: FCM, or (the embedded default on a developer's machine) the development outbox. */
export interface NativePushTransport {
  readonly name: string;
  send(device: NativeDevice, message: PushMessage): Promise<FcmOutcome>;
}

export function createFcmTransport(account: FcmServiceAccount, endpoint: string): NativePushTransport {
  const sender = createFcmSender({
    projectId: account.projectId,
    endpoint,
    tokens: createFcmAccessTokens(account),
  });
  return { name: 'fcm', send: (device, message) => sender.send(fcmMessage(device, message)) };
}

/**
 * Native push (the Capacitor shell's FCM token, stored by hardware-sync in device_registrations) to every
 * Android and iOS device a user registered. The same rules as Web Push (push-service.ts): the profile's push
 * toggle is read at send time; a device FCM no longer knows is retired, never tried again.
 */
export function createNativePushService(db: Database, transport: NativePushTransport) {
  async function devicesOf(userId: string): Promise<(NativeDevice & { id: string })[]> {
    const { rows } = await db.query<{ id: string; player_id: string; platform: string }>(
      `select id, player_id, lower(platform) as platform from device_registrations
        where user_id = $1 and retired_at is null and lower(platform) in ('android', 'ios')
        order by created_at`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      token: row.player_id,
      platform: row.platform as NativeDevice['platform'],
    }));
  }

  return {
    transport: transport.name,

    async hasDevices(userId: string): Promise<boolean> {
      return (await devicesOf(userId)).length > 0;
    },

    /**
     * Sends to each device; when FCM is unavailable for one, the others are still tried and the first failure is
     * thrown at the end so the job retries (a device that already got it gets it again, replacing it by tag).
     */
    async sendToUser(
      userId: string,
      message: PushMessage,
    ): Promise<{ sent: number; retired: number; declined: boolean }> {
      if (!(await mayPushTo(db, userId))) return { sent: 0, retired: 0, declined: true };
      let sent = 0;
      let retired = 0;
      let failure: unknown = null;
      for (const device of await devicesOf(userId)) {
        try {
          if ((await transport.send(device, message)) === 'sent') {
            sent += 1;
            pushSends.inc({ channel: 'native', outcome: 'sent' });
            continue;
          }
          retired += 1;
          pushSends.inc({ channel: 'native', outcome: 'failed' });
          await db.query(
            'update device_registrations set retired_at = tokri_now(), updated_at = tokri_now() where id = $1 and retired_at is null',
            [device.id],
          );
        } catch (error) {
          pushSends.inc({ channel: 'native', outcome: 'failed' });
          failure ??= error;
        }
      }
      if (failure) throw failure;
      return { sent, retired, declined: false };
    },
  };
}

export type NativePushService = ReturnType<typeof createNativePushService>;
