import WebSocket from 'ws';

/** A test WebSocket client that keeps every message and can wait for one that matches. */
export interface TestSocket {
  messages: Record<string, unknown>[];
  send(message: unknown): void;
  waitFor(
    predicate: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function openSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(
            new Error(
              `no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 800)}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check as () => void);
      });
    },
    async close() {
      socket.close(1000);
      await closed;
    },
  };
}

/** Opens /realtime and authenticates; resolves when the server says it is ready. */
export async function connectRealtime(
  baseUrl: string,
  token: string,
  options: { topics?: string[]; lastEventId?: number } = {},
) {
  const socket = await openSocket(`${baseUrl.replace(/^http/, 'ws')}/realtime`);
  socket.send({ type: 'auth', token, ...options });
  await socket.waitFor((m) => m.type === 'ready');
  return socket;
}

export const eventsOf = (socket: TestSocket) => socket.messages.filter((m) => m.type === 'event');
