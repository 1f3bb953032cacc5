/** Chromium's install event (not in the DOM typings): prompt() opens the browser's own install dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;

/**
 * Registered at start-up (main.tsx), before the browser fires it: keeps the event and stops the browser's own
 * mini-infobar, so Tokri asks at a better moment, after a first order (ADR 0054).
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

export const installPromptEvent = () => deferred;
export const forgetInstallPrompt = () => {
  deferred = null;
};
