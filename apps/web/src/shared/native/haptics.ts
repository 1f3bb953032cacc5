import { isNativeShell } from './native-shell.js';

/**
 * A light tap to confirm an action (issue 17: add to cart). Native haptics in the shell, the web's vibration
 * elsewhere; nothing where neither exists. On Android the shell has no VIBRATE permission (ADR 0055), so the
 * plugin's refusal is ignored there too.
 */
export function tapFeedback(): void {
  if (isNativeShell()) {
    void import('./native-haptics.js').then((m) => m.lightImpact()).catch(() => undefined);
  } else {
    navigator.vibrate?.(10);
  }
}
