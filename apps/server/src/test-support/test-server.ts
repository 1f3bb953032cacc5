import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultProviders } from '../app.js';
import type { Clock } from '../clock.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { type RunningServer, startServer } from '../server.js';
import { testClock } from './test-clock.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestServer extends RunningServer {
  database: TestDatabase;
  /** This server's own DATA_DIR (uploaded photos land in its `media` folder); removed on stop. */
  dataDir: string;
  /** fetch against the server with JSON in and out. */
  api(path: string, init?: ApiInit): Promise<ApiResponse>;
  stop(): Promise<void>;
}

export interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  body: any;
}

/** The real server, in-process on a random port, on its own fresh database. */
export async function startTestServer(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    pushAgent?: import('node:https').Agent;
    /** Puts something between the server and its database (a statement counter, say). */
    wrapDb?: (db: Database) => Database;
    /** The clock the subscription rules read (a test moves it to stand before or after a cut-off). */
    clock?: Clock;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  // Uploaded photos go to a directory of this server's own, removed when it stops.
  const dataDir = await mkdtemp(join(tmpdir(), 'tokri-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO_DATA: options.seed ? 'true' : 'false',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DEV_OUTBOX: 'true',
    PUBLIC_URL: 'http://tokri.localhost',
    JOBS_ENABLED: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const db = options.wrapDb ? options.wrapDb(database.db) : database.db;
  const server = await startServer(config, {
    db,
    providers: {
      ...defaultProviders(config, db),
      ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
      clock: options.clock ?? testClock,
    },
  });
  const api = async (path: string, init: ApiInit = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    ...server,
    database,
    dataDir,
    api,
    async stop() {
      await server.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
