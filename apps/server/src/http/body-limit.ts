import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../errors/domain-error.js';

/** The largest JSON body any API route takes (a full cart or address is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;
/** A payment gateway's webhook event is a few KB; nothing larger is read before its signature is checked. */
export const MAX_WEBHOOK_BODY_BYTES = 16 * 1024;

/**
 * Refuses a body larger than `maxBytes` while it streams in: a declared Content-Length over the limit is refused
 * before a byte is read, a chunked body as soon as it passes the limit, so no request can make the server buffer
 * more than `maxBytes`. The 413 closes the connection (the error handler does it for every 413), which stops the
 * client's upload instead of draining it.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new DomainError('BODY_TOO_LARGE');
    },
  });
}
