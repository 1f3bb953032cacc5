import { nativeApi } from './native-shell.js';

/**
 * Inside the shell, the native location service (@capacitor/geolocation, which asks for the permission the app
 * declares) shaped like the web's Geolocation so callers need not care; undefined on the web, where the
 * browser's own applies (and in the shell until its native code has loaded: the web view's works there too).
 */
export function nativeGeolocation(): Geolocation | undefined {
  const native = nativeApi();
  if (!native) return undefined;
  return {
    getCurrentPosition: (found, failed, options) => {
      native.position(options).then(found, (error: unknown) => failed?.(error as GeolocationPositionError));
    },
  } as Geolocation;
}
