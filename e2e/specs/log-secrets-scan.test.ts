import { describe, expect, it } from 'vitest';
import { secretsInLog } from '../support/log-secrets.js';

/** The scan every browser test's server log goes through when the server stops (`support/app-server.ts`). */
describe('the scan of a server log for secrets', () => {
  it('when lines hold a JWT, a bearer header, the demo password or a secret field in clear, then each is named; redacted ones and ordinary lines pass', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const log = [
      '{"level":30,"msg":"request","route":"/api/orders/:id","status":200,"requestId":"5f0c2b1e-1a2b-4c3d-8e9f-001122334455"}',
      `{"level":30,"msg":"token issued","value":"${jwt}"}`,
      '{"level":20,"headers":{"authorization":"[redacted]"},"note":"Bearer abcdefghijklmnopqrstuvwxyz0123"}',
      '{"level":30,"body":{"email":"a@b.in","password":"tokri-demo-123"}}',
      '{"level":30,"body":{"otp":482913}}',
      '{"level":30,"body":{"vpa":"asha@okaxis"}}',
      '{"level":30,"body":{"password":"[redacted]","otp":"[redacted]","signature":"[redacted]"}}',
      '{"level":30,"msg":"order placed","orderNumber":"TKR-2026-000123","code":"NOT_SERVICEABLE"}',
    ].join('\n');
    expect(secretsInLog(log).map(({ line, kind }) => [line, kind])).toEqual([
      [2, 'jwt'],
      [3, 'bearer'],
      [4, 'demo password'],
      [5, 'secret field'],
      [6, 'secret field'],
    ]);
    expect(secretsInLog('{"body":{"password":"Saffron-Kettle"}}')).toHaveLength(1);
    expect(secretsInLog('{"body":{"Password" : "x"}}')).toHaveLength(1);
    expect(secretsInLog('')).toEqual([]);
  });
});
