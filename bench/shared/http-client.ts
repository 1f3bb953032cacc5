/**
 * A small keep-alive HTTP/1.1 client on node:http (lighter than fetch, and its pool size is explicit):
 * one request, its status, headers, body text and wall time in milliseconds (sub-millisecond resolution).
 */
import http from 'node:http';

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
  /** performance.now() when the request was sent and when its answer had been read. */
  startedAt: number;
  endedAt: number;
}

export interface HttpRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export function createHttpClient(origin: string, maxSockets: number) {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });

  function request(spec: HttpRequest): Promise<HttpResult> {
    return new Promise((resolve, reject) => {
      const startedAt = performance.now();
      const headers: Record<string, string> = { ...spec.headers };
      if (spec.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        headers['content-length'] = String(Buffer.byteLength(spec.body));
      }
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers,
          timeout: spec.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const endedAt = performance.now();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
              ms: endedAt - startedAt,
              startedAt,
              endedAt,
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${spec.method} ${spec.path} timed out`)));
      req.on('error', reject);
      if (spec.body !== undefined) req.write(spec.body);
      req.end();
    });
  }

  return {
    request,
    /** Sockets currently open (busy + idle). */
    openSockets(): number {
      const count = (sockets: NodeJS.ReadOnlyDict<unknown[]>) =>
        Object.values(sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);
      return count(agent.sockets) + count(agent.freeSockets);
    },
    close() {
      agent.destroy();
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
