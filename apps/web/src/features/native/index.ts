import { runInShell } from '../../shared/native/native-shell.js';
import type { ShellRouter } from './native-shell.js';

/** Inside the native shell: deep links, the back button, notification taps, status bar and splash. */
export function startNativeShell(router: ShellRouter): () => void {
  return runInShell(async () => (await import('./native-shell.js')).startNativeShell(router));
}
