import type { Context } from 'hono';
import { notFound } from '../errors/domain-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names nothing: 404, not a database error. */
export function uuidParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (!value || !UUID.test(value)) throw notFound();
  return value.toLowerCase();
}
