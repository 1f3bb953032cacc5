import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { openPostgresDatabase } from './pg-database.js';

/**
 * A PostgreSQL server that speaks just enough of the wire protocol (v3) to reproduce what pg_terminate_backend
 * and failovers do under load: the backend's FATAL 57P01 reaching the client in the same TCP read as the
 * ReadyForQuery that finished its start-up. pg parses both before `await pool.connect()` resumes, so the
 * 'error' event fires before the transaction can add a listener; with none, Node ends the process (CI saw it).
 */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const authenticationOk = () => message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = () => message('Z', Buffer.from('I'));
const commandComplete = (tag: string) => message('C', Buffer.from(`${tag}\0`));
const adminShutdown = () =>
  message(
    'E',
    Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'),
  );

/** Accepts connections; `behave(n)` says whether the n-th (from 1) answers queries or dies right after start-up. */
function fakePostgres(behave: (connection: number) => 'answer' | 'die-after-startup') {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const mode = behave(++connections);
    let started = false;
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // The start-up message has no type byte; every later message has one.
        const offset = started ? 1 : 0;
        if (buffered.length < offset + 4) return;
        const length = buffered.readInt32BE(offset);
        if (buffered.length < offset + length) return;
        const type = started ? buffered.toString('latin1', 0, 1) : '';
        buffered = buffered.subarray(offset + length);
        if (!started) {
          started = true;
          if (mode === 'die-after-startup') {
            // One write: the client reads them in one chunk.
            socket.end(Buffer.concat([authenticationOk(), readyForQuery(), adminShutdown()]));
            return;
          }
          socket.write(Buffer.concat([authenticationOk(), readyForQuery()]));
        } else if (type === 'Q') {
          socket.write(Buffer.concat([commandComplete('SELECT 0'), readyForQuery()]));
        } else if (type === 'X') {
          socket.end();
        }
      }
    });
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as { port: number }).port;
    },
    /** Drops every open connection, as a restarting server does to its idle clients. */
    dropAll() {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the PostgreSQL pool when a connection dies as it is handed out', () => {
  let fake: ReturnType<typeof fakePostgres> | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close().catch(() => undefined);
    await fake?.close();
  });

  it('when the FATAL arrives in the same read as the first ReadyForQuery, then the transaction fails with 08006 and the process lives', async () => {
    fake = fakePostgres((n) => (n === 1 ? 'answer' : 'die-after-startup'));
    const port = await fake.listen();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      db = await openPostgresDatabase({ connectionString: `postgres://tokri@127.0.0.1:${port}/tokri` });
      // The pool's one connection is dropped; the transaction must open a new one, which dies on arrival.
      fake.dropAll();
      const until = Date.now() + 5000;
      while (db.poolStats!().total > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(db.poolStats!().total).toBe(0);

      const failure = await db
        .transaction(async (tx) => tx.query('select 1'))
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: '08006' });
      // Any late event from the dead connection has had its turn.
      await new Promise((r) => setTimeout(r, 50));
      expect(uncaught).toEqual([]);
      expect(db.poolStats!().total).toBe(0);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
