import { describe, expect, it } from 'vitest';
import type { SocketLike } from '../../shared/realtime/reconnecting-socket.js';
import { PurchaseSocket } from './purchase-socket.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('purchase socket and token refresh', () => {
  it('when the token is refreshed, then the open socket authenticates again with it instead of waiting to be closed', async () => {
    const sockets: FakeSocket[] = [];
    let token = 'token-one';
    const purchase = new PurchaseSocket({
      url: () => 'ws://tokri.test/functions/v1/purchase-websocket',
      token: async () => token,
      onEvent: () => undefined,
      onState: () => undefined,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    purchase.open();
    await flush();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready' });

    token = 'token-two';
    purchase.reauthenticate();
    await flush();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent).toEqual([
      { type: 'auth', token: 'token-one' },
      { type: 'auth', token: 'token-two' },
    ]);
    expect(purchase.connectionState).toBe('connected');

    purchase.close();
    purchase.reauthenticate();
    await flush();
    expect(sockets[0]!.sent).toHaveLength(2);
  });
});
