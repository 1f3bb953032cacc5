import { API_ORIGIN } from '../api/api-origin.js';

/** The browser's side of the realtime protocol (the protocol itself is `@tokri/core`'s `realtime-protocol.ts`). */

export interface EventMeta {
  /** Sent while the server replayed what this client missed (before `ready`), not live. */
  replayed: boolean;
}

/**
 * `ws(s)://<host><path>`: on the API's origin when the build names one (the native shell), else on this page's
 * host, so the socket follows the page (http -> ws, https -> wss).
 */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  if (API_ORIGIN) return API_ORIGIN.replace(/^http/, 'ws') + path;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
