import { MAX_IMAGE_UPLOAD_BYTES } from '@tokri/core';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../errors/domain-error.js';

const megabytes = Math.round(MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024));

/** A photo upload's body, limited while it streams (a larger one is a 413 that closes the connection). */
export const limitImageBody = bodyLimit({
  maxSize: MAX_IMAGE_UPLOAD_BYTES,
  onError: () => {
    throw new DomainError('IMAGE_FILE_TOO_LARGE', { params: { megabytes } });
  },
});

/** The photo is the raw request body (the browser sends the File as is); its type is read from its bytes. */
export async function photoOf(c: Context): Promise<Uint8Array> {
  return new Uint8Array(await c.req.arrayBuffer());
}
