/**
 * "Rate app" inside the native shell sends people to their app store instead (issue 16 item 5). The shell is
 * detected as the push feature does (`window.Capacitor`, set by the Capacitor runtime), or by `?shell=native`.
 * Store pages are build settings (`VITE_PLAY_STORE_URL`, `VITE_APP_STORE_URL`): until the app is published
 * there are none, and the in-app rating is shown everywhere rather than a link to nowhere.
 */
export interface StoreLinks {
  playStore: string | null;
  appStore: string | null;
}

export function isNativeShell(win: Window = window): boolean {
  const marked = new URLSearchParams(win.location.search).get('shell') === 'native';
  return marked || Boolean((win as Window & { Capacitor?: unknown }).Capacitor);
}

export function configuredStoreLinks(env: Record<string, string | undefined>): StoreLinks {
  const https = (value: string | undefined) => (value?.startsWith('https://') ? value : null);
  return { playStore: https(env.VITE_PLAY_STORE_URL), appStore: https(env.VITE_APP_STORE_URL) };
}

/** The store links to show, or null to show the in-app rating. */
export function storeLinksFor(native: boolean, links: StoreLinks): StoreLinks | null {
  if (!native || (!links.playStore && !links.appStore)) return null;
  return links;
}
