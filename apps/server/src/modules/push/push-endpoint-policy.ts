import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where Web Push may connect (issue 9 item 7). A browser's subscription names the push service's URL and the
 * server POSTs to it for every notification, so an unchecked endpoint makes the server a proxy into its own
 * network (127.0.0.1, 10.0.0.0/8, the cloud metadata service at 169.254.169.254). Two checks:
 *
 * 1. On subscribe and again before each send, the endpoint must be `https://` on a host of the allow-list
 *    (PUSH_ALLOWED_HOSTS: `host`, `*.domain` or `host:port`; without a port only 443), with no user info.
 * 2. When connecting, the host's addresses are resolved and every one must be public: a name on the list that
 *    resolves to a private, loopback or link-local address (a DNS change, or a rebinding attack) is refused. The
 *    production agent checks in its own `lookup`, so the address checked is the address connected to.
 *    A literal IP address on the list is the operator's explicit permission for that address (tests point at a
 *    push service on 127.0.0.1 that way).
 */
export interface PushHostRule {
  /** Lower-case host without brackets; for a wildcard, the suffix after `*.`. */
  host: string;
  wildcard: boolean;
  port: number;
}

export class PushEndpointRefused extends Error {
  constructor(readonly reason: string) {
    super(`push endpoint refused: ${reason}`);
    this.name = 'PushEndpointRefused';
  }
}

export function parsePushHostRules(list: string): PushHostRule[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const wildcard = entry.startsWith('*.');
      const rest = wildcard ? entry.slice(2) : entry;
      // [v6]:port, [v6], host:port, host
      const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(rest);
      const plain = /^([^:]+)(?::(\d+))?$/.exec(rest);
      const match = bracketed ?? plain;
      if (!match?.[1]) throw new Error(`PUSH_ALLOWED_HOSTS: cannot read "${entry}"`);
      return { host: match[1], wildcard, port: match[2] ? Number(match[2]) : 443 };
    });
}

function endpointParts(endpoint: string): { host: string; port: number } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused('not a URL');
  }
  if (url.protocol !== 'https:') throw new PushEndpointRefused('not https');
  if (url.username || url.password) throw new PushEndpointRefused('user info in URL');
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return { host, port: url.port ? Number(url.port) : 443 };
}

function ruleFor(rules: readonly PushHostRule[], host: string, port: number): PushHostRule | undefined {
  return rules.find(
    (rule) =>
      rule.port === port &&
      (rule.wildcard
        ? host.endsWith(`.${rule.host}`) && host.length > rule.host.length + 1
        : host === rule.host),
  );
}

/** Throws PushEndpointRefused unless the endpoint is https on an allowed host and port. */
export function assertAllowedPushEndpoint(endpoint: string, rules: readonly PushHostRule[]): void {
  const { host, port } = endpointParts(endpoint);
  if (!ruleFor(rules, host, port))
    throw new PushEndpointRefused(`host ${host}:${port} is not a push service`);
  if (isIP(host) && !rules.some((rule) => !rule.wildcard && rule.host === host))
    throw new PushEndpointRefused('address not allowed');
}

const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv6');

/** IPv4 carried inside IPv6 (::ffff:a.b.c.d mapped, ::a.b.c.d compatible, 64:ff9b::/96 NAT64), if any. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for an address on the public internet; false for private, loopback, link-local and other special ones. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !nonPublic.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return !nonPublic.check(v4, 'ipv4');
    return !nonPublic.check(address, 'ipv6');
  }
  return false;
}

type LookupAll = (hostname: string) => Promise<LookupAddress[]>;

const lookupAll: LookupAll = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The addresses a push endpoint's host resolves to, all of them public (or the host is an allowed literal
 * address); throws PushEndpointRefused otherwise. Checks the allow-list too.
 */
export async function resolvePushTarget(
  endpoint: string,
  rules: readonly PushHostRule[],
  resolve: LookupAll = lookupAll,
): Promise<LookupAddress[]> {
  assertAllowedPushEndpoint(endpoint, rules);
  const { host } = endpointParts(endpoint);
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  const addresses = await resolve(host);
  if (addresses.length === 0) throw new PushEndpointRefused(`${host} has no address`);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused) throw new PushEndpointRefused(`${host} resolves to non-public ${refused.address}`);
  return addresses;
}

/**
 * An HTTPS agent whose DNS lookup refuses non-public addresses, so what was checked is what is connected to
 * (no window for a rebinding between the check and the connection). Literal addresses skip `lookup`; they are
 * checked against the allow-list before every send.
 */
export function createGuardedPushAgent(resolve: LookupAll = lookupAll): Agent {
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((entry) => !isPublicAddress(entry.address));
        if (refused || addresses.length === 0) {
          callback(new PushEndpointRefused(`${hostname} resolves to non-public address`), '', 4);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else callback(new PushEndpointRefused(`${hostname} has no IPv${wanted} address`), '', 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
  return new Agent({ keepAlive: true, maxSockets: 16, lookup });
}
