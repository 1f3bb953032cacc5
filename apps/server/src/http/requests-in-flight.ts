import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Requests being answered, and the connections that carry none, so a drain knows when it is done: a connection
 * idle for a moment is closed (its client has moved on; busy ones close after their answer, which says
 * `Connection: close`), and the drain ends when every connection is gone or the deadline comes.
 */
export function countRequestsInFlight(server: Server) {
  let running = 0;
  /** Per connection: requests running on it, and when it last finished one (or opened). */
  const connections = new Map<Socket, { running: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { running: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    running += 1;
    const state = connections.get(request.socket as Socket);
    if (state) state.running += 1;
    response.once('close', () => {
      running -= 1;
      if (state) {
        state.running -= 1;
        state.idleSince = Date.now();
      }
    });
  });
  return {
    count: () => running,
    async drained(deadline: number) {
      while (connections.size > 0 && Date.now() < deadline) {
        for (const [socket, state] of connections) {
          if (state.running === 0 && Date.now() - state.idleSince >= IDLE_CONNECTION_GRACE_MS)
            socket.destroy();
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const IDLE_CONNECTION_GRACE_MS = 500;
