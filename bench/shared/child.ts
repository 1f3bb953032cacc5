/**
 * Load generators run in their own Node process (forked with IPC, TypeScript through tsx), so the server
 * under test keeps this process's event loop to itself and the CPU each side uses can be told apart.
 *
 * Protocol: the parent sends `{ id, command, args }`; the child answers `{ kind: 'reply', id, ok, result | error }`
 * and may send `{ kind: 'event', name, data }` at any time.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Reply {
  kind: 'reply';
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

interface ChildEvent {
  kind: 'event';
  name: string;
  data: unknown;
}

export interface ChildHandle {
  readonly pid: number;
  /** Runs `command` in the child; rejects on a child error, its exit, or after `timeoutMs`. */
  call<T>(command: string, args: unknown, timeoutMs: number): Promise<T>;
  /** Listens for events the child sends on its own. */
  on(name: string, listener: (data: unknown) => void): void;
  /** Asks the child to exit; kills it if it has not within 5 s. */
  close(): Promise<void>;
}

export async function startChild(moduleUrl: URL, env: Record<string, string> = {}): Promise<ChildHandle> {
  const child: ChildProcess = fork(fileURLToPath(moduleUrl), [], {
    execArgv: ['--import', import.meta.resolve('tsx'), '--max-old-space-size=2048'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, ((data: unknown) => void)[]>();
  let nextId = 1;
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      for (const { reject } of pending.values())
        reject(new Error(`load process exited (${signal ?? code}) before answering`));
      pending.clear();
      resolve();
    });
  });
  child.on('message', (message: Reply | ChildEvent) => {
    if (message.kind === 'event') {
      for (const listener of listeners.get(message.name) ?? []) listener(message.data);
      return;
    }
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(new Error(`load process: ${message.error}`));
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const handle: ChildHandle = {
    pid: child.pid!,
    call<T>(command: string, args: unknown, timeoutMs: number): Promise<T> {
      if (exited) return Promise.reject(new Error('load process has exited'));
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`load process: ${command} did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value as T);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        child.send({ id, command, args });
      });
    },
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    async close() {
      if (exited) return;
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
  };
  // The child must be ready to take commands before the first call.
  await handle.call('ping', null, 30_000);
  return handle;
}

/** Child side: answers the parent's commands with `handlers`; exits when the parent goes away. */
export function serveParent(handlers: Record<string, (args: never) => Promise<unknown> | unknown>) {
  if (!process.send) throw new Error('this module runs as a forked load process (see shared/child.ts)');
  const reply = (message: Reply) => process.send?.(message);
  process.on('message', async (message: { id: number; command: string; args: unknown }) => {
    const handler = message.command === 'ping' ? () => 'pong' : handlers[message.command];
    if (!handler) {
      reply({ kind: 'reply', id: message.id, ok: false, error: `unknown command ${message.command}` });
      return;
    }
    try {
      const result = await handler(message.args as never);
      reply({ kind: 'reply', id: message.id, ok: true, result });
    } catch (error) {
      reply({ kind: 'reply', id: message.id, ok: false, error: (error as Error).stack ?? String(error) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

/** Child side: an event for the parent's `on` listeners. */
export function emitToParent(name: string, data: unknown) {
  process.send?.({ kind: 'event', name, data } satisfies ChildEvent);
}
