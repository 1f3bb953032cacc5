import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type SonnerModule = typeof import('./sonner.js');

let loading: Promise<SonnerModule> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** sonner (about 10 kB gzip) downloads with the first toast instead of with the first screen (ADR 0060). */
function loadSonner(): Promise<SonnerModule> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  if (!loading) {
    loading = import('./sonner.js');
    // A failed download (offline before the worker cached it) is tried again by the next toast.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

function later<A extends unknown[]>(show: (toast: SonnerToast, ...args: A) => unknown) {
  return (...args: A): void => {
    void loadSonner().then(
      (module) => show(module.toast, ...args),
      () => undefined,
    );
  };
}

/**
 * sonner's `toast`, the calls this app makes, in the order they were made. The toast shows once sonner has
 * loaded (at once after the first); the Toaster replays toasts made before it mounted.
 */
export const toast = Object.assign(
  later((toast, ...args: Parameters<SonnerToast>) => toast(...args)),
  {
    success: later((toast, ...args: Parameters<SonnerToast['success']>) => toast.success(...args)),
    error: later((toast, ...args: Parameters<SonnerToast['error']>) => toast.error(...args)),
    info: later((toast, ...args: Parameters<SonnerToast['info']>) => toast.info(...args)),
    warning: later((toast, ...args: Parameters<SonnerToast['warning']>) => toast.warning(...args)),
    custom: later((toast, ...args: Parameters<SonnerToast['custom']>) => toast.custom(...args)),
    /** Nothing to dismiss before the first toast: does not load sonner. */
    dismiss: (id?: string | number): void => {
      if (loading)
        void loading.then(
          (module) => module.toast.dismiss(id),
          () => undefined,
        );
    },
  },
);

/** True once a toast was asked for: the app then mounts the Toaster (app/app-toaster.tsx). */
export const isToasterWanted = (): boolean => wanted;

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
