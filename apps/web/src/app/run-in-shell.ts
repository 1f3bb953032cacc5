import { isNativeShell } from '../shared/native/native-shell.js';

/**
 * Starts shell-only code, loaded on demand so the web build never downloads Capacitor (the /home budget);
 * outside the shell it does nothing. Returns a stop function, safe to call before the code has loaded.
 */
export function runInShell(start: () => Promise<() => void>): () => void {
  if (!isNativeShell()) return () => undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  void start().then(
    (started) => {
      if (stopped) started();
      else stop = started;
    },
    (error: unknown) => console.error('[native]', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
