/** After "Not now", Tokri does not ask again for this long. */
export const INSTALL_SNOOZE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const INSTALL_DISMISSED_KEY = 'tokri-install-dismissed-at';

export interface InstallSituation {
  /** The browser offered installing (a kept beforeinstallprompt event). */
  canPrompt: boolean;
  /** The customer has placed an order: the card shows on the order's confirmation, never on a first visit. */
  hasOrdered: boolean;
  /** Already opened from the home screen (display-mode standalone). */
  installed: boolean;
  /** Inside the Capacitor shell, which is already the app. */
  nativeShell: boolean;
  /** When "Not now" was last chosen (ms), if ever. */
  dismissedAt: number | null;
  now: number;
}

/** Whether to offer "Install Tokri": only after an order, when the browser can, and not within 30 days of a no. */
export function shouldOfferInstall(situation: InstallSituation): boolean {
  if (!situation.canPrompt || !situation.hasOrdered || situation.installed || situation.nativeShell)
    return false;
  return (
    situation.dismissedAt === null || situation.now - situation.dismissedAt >= INSTALL_SNOOZE_DAYS * DAY_MS
  );
}

export function readDismissedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(now: number) {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // private mode: the card stays away for this visit only
  }
}

/** Opened from the home screen already (Android/desktop display-mode, or iOS Safari's navigator.standalone). */
export function isInstalledApp(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
