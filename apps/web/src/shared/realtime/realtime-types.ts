/** The browser's side of the realtime protocol (the protocol itself is `@tokri/core`'s `realtime-protocol.ts`). */

export interface EventMeta {
  /** Sent while the server replayed what this client missed (before `ready`), not live. */
  replayed: boolean;
}

/** `ws(s)://<this host><path>`, so the socket follows the page (http -> ws, https -> wss). */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
