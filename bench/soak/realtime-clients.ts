/**
 * Realtime clients as the web app behaves: authenticate on /realtime through the proxy, and after any close
 * reconnect (through the proxy, so possibly to another instance) resuming from the last event id seen.
 */
import WebSocket from 'ws';

export interface ReceivedStatus {
  eventId: number;
  orderId: string;
  status: string;
}

export interface RealtimeClient {
  label: string;
  /** Distinct events by id: (order, status) pairs this client has seen. */
  received: Map<number, ReceivedStatus>;
  closes: number;
  /** Milliseconds from each unexpected close to the next `ready`. */
  reconnectMs: number[];
  failedAttempts: number;
  isReady(): boolean;
  stop(): void;
}

export function openRealtimeClient(
  proxyUrl: string,
  label: string,
  token: string,
  topics: string[],
  onClose: (label: string) => void,
): Promise<RealtimeClient> {
  let lastEventId: number | undefined;
  let socket: WebSocket | null = null;
  let ready = false;
  let stopped = false;
  let closedAt: number | null = null;
  let firstReady: (() => void) | null = null;
  const client: RealtimeClient = {
    label,
    received: new Map(),
    closes: 0,
    reconnectMs: [],
    failedAttempts: 0,
    isReady: () => ready,
    stop() {
      stopped = true;
      socket?.close(1000);
    },
  };

  const connect = () => {
    const ws = new WebSocket(`${proxyUrl.replace(/^http/, 'ws')}/realtime`, { perMessageDeflate: false });
    socket = ws;
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'auth', token, topics, ...(lastEventId ? { lastEventId } : {}) })),
    );
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        type: string;
        id?: number;
        payload?: { id?: string; status?: string };
      };
      if (message.type === 'ready') {
        ready = true;
        if (closedAt !== null) client.reconnectMs.push(Math.round(performance.now() - closedAt));
        closedAt = null;
        firstReady?.();
        firstReady = null;
      } else if (message.type === 'event' && message.id !== undefined) {
        lastEventId = Math.max(lastEventId ?? 0, message.id);
        if (message.payload?.id && message.payload.status)
          client.received.set(message.id, {
            eventId: message.id,
            orderId: message.payload.id,
            status: message.payload.status,
          });
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      const wasReady = ready;
      ready = false;
      if (stopped) return;
      if (wasReady) {
        client.closes++;
        closedAt = performance.now();
        onClose(label);
      } else {
        client.failedAttempts++;
      }
      setTimeout(connect, 100 + Math.random() * 200);
    });
  };

  return new Promise((resolve) => {
    firstReady = () => resolve(client);
    connect();
  });
}
