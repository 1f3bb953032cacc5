import { isNativeShell } from './native-shell.js';

/**
 * The device's position source: inside the shell the native location service (@capacitor/geolocation, which
 * asks for the permission the app declares), shaped like the web's Geolocation so callers need not care;
 * undefined outside the shell, where the browser's own applies.
 */
export function nativeGeolocation(): Geolocation | undefined {
  if (!isNativeShell()) return undefined;
  return {
    getCurrentPosition: (found, failed, options) => {
      void import('./native-position.js')
        .then((m) => m.currentPosition(options))
        .then(found, (error: unknown) => failed?.(error as GeolocationPositionError));
    },
  } as Geolocation;
}
