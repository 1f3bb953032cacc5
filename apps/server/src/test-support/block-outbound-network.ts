import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Server tests talk to this machine only: loopback and the machine's own interface addresses (a test that
 * checks a LAN caller is refused connects to the LAN address of this very machine). Anything else is a test
 * that would depend on, or leak to, the outside world — a real payment gateway, a maps API, a push service —
 * and fails at once with a clear message instead of hanging on a closed network or passing by luck.
 *
 * Installed for every server test file (vitest `setupFiles`) and, through NODE_OPTIONS, in the real server
 * processes the tests spawn. Every TCP client in Node (http, https, fetch/undici, pg, ws) ends in
 * `Socket.prototype.connect`, so that is the one place guarded; hostnames are checked after their lookup,
 * so what is checked is what is connected to.
 */
export const OUTBOUND_BLOCKED = 'outbound network blocked in tests';

const ownAddresses = new Set(
  Object.values(networkInterfaces())
    .flat()
    .map((entry) => entry?.address)
    .filter((address): address is string => Boolean(address)),
);

export function isThisMachine(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.') || ownAddresses.has(plain);
  return plain === '::1' || ownAddresses.has(plain) || ownAddresses.has(address);
}

function blocked(target: string): Error {
  return Object.assign(new Error(`${OUTBOUND_BLOCKED}: ${target}`), { code: 'EOUTBOUNDBLOCKED' });
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
type Lookup = (hostname: string, options: object, callback: LookupCallback) => void;

function guardedLookup(inner: Lookup): Lookup {
  return (hostname, options, callback) => {
    inner(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      const outside = addresses.find((entry) => !isThisMachine(entry));
      if (outside) return callback(blocked(`${hostname} -> ${outside}`), address, family);
      callback(null, address, family);
    });
  };
}

let installed = false;

export function blockOutboundNetwork(): void {
  if (installed) return;
  installed = true;
  const connect = Socket.prototype.connect as (...args: unknown[]) => Socket;
  Socket.prototype.connect = function guardedConnect(this: Socket, ...args: unknown[]) {
    const [first, second, third] = args;
    let options: Record<string, unknown>;
    let callback: unknown;
    if (Array.isArray(first)) {
      // net.connect() hands over its already normalised [options, callback].
      [options, callback] = first as [Record<string, unknown>, unknown];
    } else if (first !== null && typeof first === 'object') {
      [options, callback] = [first as Record<string, unknown>, second];
    } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
      options = { port: first, ...(typeof second === 'string' ? { host: second } : {}) };
      callback = typeof second === 'function' ? second : third;
    } else {
      return connect.apply(this, args); // connect(path): a Unix socket on this machine
    }
    if (options.path !== undefined) return connect.apply(this, args);
    const host = typeof options.host === 'string' && options.host !== '' ? options.host : 'localhost';
    if (isIP(host)) {
      if (isThisMachine(host)) return connect.apply(this, args);
      process.nextTick(() => this.destroy(blocked(host)));
      return this;
    }
    const lookup = guardedLookup((options.lookup as Lookup | undefined) ?? (dnsLookup as unknown as Lookup));
    const guarded = { ...options, lookup };
    return typeof callback === 'function'
      ? connect.call(this, guarded, callback)
      : connect.call(this, guarded);
  } as typeof Socket.prototype.connect;
}

blockOutboundNetwork();
