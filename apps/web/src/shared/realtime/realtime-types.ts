/** The realtime WebSocket protocol (`/realtime`, ADR 0010). */
export type RealtimeTopic = 'notifications' | 'orders' | 'subscriptions' | 'broadcast' | 'admin_orders';
export const REALTIME_TOPICS: readonly RealtimeTopic[] = [
  'notifications',
  'orders',
  'subscriptions',
  'broadcast',
  'admin_orders',
];

export interface RealtimeEvent<Payload = Record<string, unknown>> {
  /** Durable and increasing: the client resumes after the last one it processed. */
  id: number;
  topic: RealtimeTopic;
  kind: 'INSERT' | 'UPDATE' | 'DELETE' | 'BROADCAST';
  userId: string | null;
  payload: Payload;
  at: string;
}

export interface EventMeta {
  /** Sent while the server replayed what this client missed (before `ready`), not live. */
  replayed: boolean;
}

export type ServerMessage =
  | { type: 'ready'; lastEventId: number; topics: RealtimeTopic[] }
  | ({ type: 'event' } & RealtimeEvent)
  | { type: 'pong' }
  | { type: 'error'; code: string; message?: string };

/** Parses one message from the server; anything malformed is ignored (null). */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const record = message as Record<string, unknown>;
  switch (record.type) {
    case 'ready':
      return typeof record.lastEventId === 'number' ? (record as unknown as ServerMessage) : null;
    case 'event':
      return typeof record.id === 'number' &&
        typeof record.topic === 'string' &&
        typeof record.payload === 'object' &&
        record.payload !== null
        ? (record as unknown as ServerMessage)
        : null;
    case 'pong':
      return { type: 'pong' };
    case 'error':
      return { type: 'error', code: String(record.code ?? 'UNKNOWN') };
    default:
      return null;
  }
}

/** `ws(s)://<this host><path>`, so the socket follows the page (http -> ws, https -> wss). */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
