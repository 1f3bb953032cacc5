import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LOGGER_OPTIONS } from './logger.js';

describe('log redaction', () => {
  it('when a log line carries credentials, codes or payment instruments at the top level or one level down, then they are written as [redacted]', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(LOGGER_OPTIONS, sink);
    log.info(
      {
        password: 'hunter2-hunter2',
        body: {
          currentPassword: 'old-secret-1',
          otp: '482913',
          upiId: 'asha@okaxis',
          cardNumber: '4111111111111111',
        },
        headers: { authorization: 'Bearer eyJhbGciOi', cookie: 'tokri_device=abc' },
        payment: { razorpay_signature: 'f00dfeed', vpa: 'asha@okaxis' },
        orderId: 'kept-as-is',
      },
      'a careless line',
    );
    const record = JSON.parse(lines[0]!);
    expect(record.password).toBe('[redacted]');
    expect(record.body).toEqual({
      currentPassword: '[redacted]',
      otp: '[redacted]',
      upiId: '[redacted]',
      cardNumber: '[redacted]',
    });
    expect(record.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(record.payment).toEqual({ razorpay_signature: '[redacted]', vpa: '[redacted]' });
    expect(record.orderId).toBe('kept-as-is');
    for (const secret of ['hunter2', 'old-secret', '482913', 'asha@okaxis', '4111', 'eyJhbG', 'f00dfeed'])
      expect(lines[0]).not.toContain(secret);
  });
});
