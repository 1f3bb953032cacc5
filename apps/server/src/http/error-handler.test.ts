import { ERROR_MESSAGES, type ErrorCode, errorMessage, errorStatus } from '@tokri/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.js';
import { invalidInput } from '../errors/invalid-input.js';
import { handleError } from './error-handler.js';

/** A bare app whose one route throws `error`, answered by the real error handler. */
function answering(error: unknown) {
  const app = new Hono().get('/', () => {
    throw error;
  });
  app.onError(handleError);
  return (headers: Record<string, string> = {}) => app.request('/', { headers });
}

describe('the HTTP error handler', () => {
  it('when any domain error kind is thrown, then the status is the table’s and the message the catalogue’s', async () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      const response = await answering(new DomainError(code))();
      expect(response.status, code).toBe(errorStatus(code));
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error, code).toEqual({ code, message: errorMessage(code, 'en') });
    }
  });

  it('when a domain error has params, fields and details, then they come back translated for the reader', async () => {
    const error = new DomainError('NOT_SERVICEABLE', {
      params: { pincode: '999999' },
      fields: { pincode: 'INVALID_PINCODE' },
      details: { nearestStore: { name: 'Madhapur', distanceKm: 12 } },
    });
    const response = await answering(error)({ 'x-language': 'te' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'NOT_SERVICEABLE',
        message: errorMessage('NOT_SERVICEABLE', 'te', { pincode: '999999' }),
        fields: { pincode: errorMessage('INVALID_PINCODE', 'te') },
        details: { nearestStore: { name: 'Madhapur', distanceKm: 12 } },
      },
    });
    expect(errorMessage('NOT_SERVICEABLE', 'te', { pincode: '999999' })).toContain('999999');
  });

  it('when a domain error says when to retry, then the answer carries Retry-After in seconds', async () => {
    const error = new DomainError('AUTH_SIGN_IN_DELAYED', { params: { seconds: 30 }, retryAfterSeconds: 30 });
    const response = await answering(error)({ 'accept-language': 'hi' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe(errorMessage('AUTH_SIGN_IN_DELAYED', 'hi', { seconds: 30 }));
  });

  it('when a domain error has no retry time, then there is no Retry-After', async () => {
    const response = await answering(new DomainError('OUT_OF_STOCK', { params: { items: 'Milk (0)' } }))();
    expect(response.status).toBe(409);
    expect(response.headers.get('retry-after')).toBeNull();
  });

  it('when a body is too large, then the 413 closes the connection', async () => {
    const response = await answering(new DomainError('BODY_TOO_LARGE'))();
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });

  it('when input is refused field by field, then one coded field is its own error and several are VALIDATION', async () => {
    const single = await answering(invalidInput({ phone: 'INVALID_PHONE' }))();
    expect(single.status).toBe(400);
    expect(((await single.json()) as { error: { code: string } }).error.code).toBe('INVALID_PHONE');
    const several = await answering(invalidInput({ phone: 'INVALID_PHONE', name: 'INVALID_FIELD' }))();
    const body = (await several.json()) as { error: { code: string; message: string; fields: object } };
    expect(several.status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toContain('phone, name');
    expect(Object.keys(body.error.fields)).toEqual(['phone', 'name']);
  });

  it('when the database refuses a duplicate, then the kind it maps to gets the table’s status', async () => {
    const response = await answering(Object.assign(new Error('duplicate key'), { code: '23505' }))();
    expect(response.status).toBe(errorStatus('ALREADY_EXISTS'));
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ALREADY_EXISTS');
  });

  it('when something unexpected is thrown, then it is a generic 500 with no detail of the failure', async () => {
    const response = await answering(new Error('secret stack detail'))();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'UNEXPECTED', message: errorMessage('UNEXPECTED', 'en') },
    });
  });
});
