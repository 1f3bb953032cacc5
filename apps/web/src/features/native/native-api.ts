import { Geolocation } from '@capacitor/geolocation';
import { Haptics, ImpactStyle } from '@capacitor/haptics';
import { Share } from '@capacitor/share';
import type { NativeApi } from '../../shared/native/native-shell.js';

/**
 * The native plugins behind the shared adapters (share, haptics, location), where the web view's own APIs are
 * weaker: Android's web view has no share sheet, and the native location service asks for the permission the
 * app declares. On Android the shell has no VIBRATE permission (ADR 0055): the haptics refusal is ignored.
 */
export const nativePlugins: NativeApi = {
  async share(content) {
    try {
      await Share.share({ ...content, dialogTitle: content.title });
      return 'shared';
    } catch (error) {
      // The plugin rejects with "Share canceled" when the sheet is closed.
      return /cancel/i.test(String((error as Error)?.message)) ? 'cancelled' : null;
    }
  },
  tap() {
    void Haptics.impact({ style: ImpactStyle.Light }).catch(() => undefined);
  },
  async position(options) {
    const position = await Geolocation.getCurrentPosition({
      enableHighAccuracy: options?.enableHighAccuracy ?? false,
      ...(options?.timeout === undefined ? {} : { timeout: options.timeout }),
      ...(options?.maximumAge === undefined ? {} : { maximumAge: options.maximumAge }),
    });
    return position as unknown as GeolocationPosition;
  },
};
