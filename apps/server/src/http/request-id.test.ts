import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger.js';
import { handleError } from './error-handler.js';

function appThatFails() {
  const app = new Hono();
  app.onError(handleError);
  app.use('*', requestId());
  app.get('/boom', () => {
    throw new Error('the disk is on fire');
  });
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('request ids and error logs', () => {
  it('when a request fails unexpectedly, then the client gets a generic translated 500 with an id, and the log line carries that id and the stack', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await appThatFails().request('/boom', {
      headers: { 'x-request-id': 'req-42', 'x-language': 'hi' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('req-42');
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('UNEXPECTED');
    expect(JSON.stringify(body)).not.toContain('disk is on fire');
    expect(logged).toHaveBeenCalledTimes(1);
    const [fields] = logged.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(fields).toMatchObject({ requestId: 'req-42', method: 'GET', path: '/boom' });
    expect((fields.err as Error).message).toBe('the disk is on fire');
  });

  it('when the caller sends no id (or a malformed one), then the server makes one', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const made = await appThatFails().request('/boom');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await appThatFails().request('/boom', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
