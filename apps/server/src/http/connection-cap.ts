import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * At most `limit` open connections (HTTP keep-alive and WebSocket alike) from one remote address; a connection
 * over the limit is closed as soon as it is accepted, before a byte of it is read, so one address cannot hold
 * the server's memory or file descriptors. `limit` 0 turns the cap off (behind a proxy every connection comes
 * from the proxy's address, and the proxy does this job).
 */
export function capConnectionsPerIp(server: Server, limit: number): { open(address: string): number } {
  const open = new Map<string, number>();
  if (limit > 0) {
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const count = open.get(address) ?? 0;
      if (count >= limit) {
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  }
  return { open: (address) => open.get(address) ?? 0 };
}
