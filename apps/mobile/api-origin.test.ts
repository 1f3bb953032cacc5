/** Where the shell's build sends API calls (`npm run mobile:sync`, ADR 0055 "The shell reaches the API"). */
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_API_ORIGIN, shellApiOrigin } from './scripts/build-web.mjs';

describe("the shell build's API origin (TOKRI_API_ORIGIN)", () => {
  it('when set to an https origin, then the build calls it (a trailing slash dropped)', () => {
    expect(shellApiOrigin({ TOKRI_API_ORIGIN: 'https://api.tokri.in/' })).toEqual({
      origin: 'https://api.tokri.in',
      warning: null,
    });
  });

  it('when unset (a clean clone, CI), then the sync still works with the placeholder and a warning', () => {
    const { origin, warning } = shellApiOrigin({});
    expect(origin).toBe(PLACEHOLDER_API_ORIGIN);
    expect(warning).toMatch(/TOKRI_API_ORIGIN/);
  });

  it.each([
    ['http://10.0.2.2:3000', /https/],
    ['https://api.tokri.in/v1', /origin/],
    ['https://user@api.tokri.in', /origin/],
    ['api.tokri.in', /origin/],
  ])('when set to %s, then the build stops and says why', (value, reason) => {
    expect(() => shellApiOrigin({ TOKRI_API_ORIGIN: value })).toThrow(reason);
  });
});
