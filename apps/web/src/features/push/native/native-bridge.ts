import { isNativeShell, runInShell } from '../../../shared/native/native-shell.js';

export { isNativeShell };

/**
 * Spec §7 hardware-sync inside the native shell: registers for native push and sends the device's token (with
 * the platform) until the server has it, again whenever the token changes. Started for each signed-in user;
 * returns a function that stops it. Does nothing on the web.
 */
export function startNativePushSync(): () => void {
  return runInShell(async () => (await import('./native-push.js')).startNativePush());
}
