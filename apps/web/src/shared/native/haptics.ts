import { nativeApi } from './native-shell.js';

/**
 * A light tap to confirm an action (issue 17: add to cart). Native haptics in the shell, the web's vibration
 * elsewhere; nothing where neither exists.
 */
export function tapFeedback(): void {
  const native = nativeApi();
  if (native) native.tap();
  else navigator.vibrate?.(10);
}
