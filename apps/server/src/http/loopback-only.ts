import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { handleNotFound } from './error-handler.js';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1) on a dual-stack socket. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return IPV4_LOOPBACK.test(v4);
}

/**
 * Development surfaces answer only requests whose TCP connection comes from this machine. Decided from the
 * socket, never from Host or X-Forwarded-For (a client writes those); anything else gets the ordinary
 * translated 404, so the surface does not even show that it exists.
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined; // no socket (an in-process request): not provably local
  }
  if (!isLoopbackAddress(address)) return handleNotFound(c);
  await next();
};
