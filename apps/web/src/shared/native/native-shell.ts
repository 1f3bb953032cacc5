type CapacitorGlobal = { isNativePlatform?: () => boolean; getPlatform?: () => string };

const capacitor = () =>
  typeof window === 'undefined' ? undefined : (window as { Capacitor?: CapacitorGlobal }).Capacitor;

/**
 * True inside the native (Capacitor) shell, whose runtime sets `window.Capacitor` before the app loads. The web
 * build never imports @capacitor/core outside the shell; if it did, its web `Capacitor` says it is not native.
 */
export function isNativeShell(): boolean {
  const runtime = capacitor();
  return Boolean(runtime) && runtime?.isNativePlatform?.() !== false;
}

/** 'android' or 'ios' in the shell ('web' outside it). */
export function nativePlatform(): string {
  return capacitor()?.getPlatform?.() ?? 'web';
}

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
