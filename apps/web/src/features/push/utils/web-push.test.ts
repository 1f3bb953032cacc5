import { describe, expect, it, vi } from 'vitest';
import { describeUserAgent } from './device-name.js';
import { enablePush, type PushDependencies, urlBase64ToUint8Array } from './web-push.js';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeBrowser(permission: NotificationPermission, existing: { key?: Uint8Array } | null = null) {
  const saved: unknown[] = [];
  const subscription = (key: Uint8Array) => ({
    options: { applicationServerKey: key.buffer as ArrayBuffer },
    toJSON: () => ({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'p'.repeat(30), auth: 'a'.repeat(10) },
    }),
    unsubscribe: vi.fn(async () => true),
  });
  const current = existing?.key ? subscription(existing.key) : null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) =>
    subscription(options.applicationServerKey),
  );
  const register = vi.fn(async () => ({
    pushManager: { getSubscription: async () => current, subscribe },
  }));
  const warn = vi.fn();
  const deps: PushDependencies = {
    requestPermission: async () => permission,
    register,
    publicKey: async () => KEY,
    save: async (value) => void saved.push(value),
    warn,
  };
  return { deps, register, subscribe, warn, saved, current };
}

describe('enablePush', () => {
  it('when permission is denied, then it warns in the console and registers nothing (spec §8)', async () => {
    const browser = fakeBrowser('denied');
    expect(await enablePush(browser.deps)).toBe('denied');
    expect(browser.warn).toHaveBeenCalledOnce();
    expect(browser.register).not.toHaveBeenCalled();
    expect(browser.saved).toEqual([]);
  });

  it('when granted, then it subscribes with the VAPID key (user-visible only) and saves the subscription', async () => {
    const browser = fakeBrowser('granted');
    expect(await enablePush(browser.deps)).toBe('enabled');
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToUint8Array(KEY),
    });
    expect(browser.saved).toEqual([
      { endpoint: 'https://push.example/abc', keys: { p256dh: 'p'.repeat(30), auth: 'a'.repeat(10) } },
    ]);
  });

  it('when this browser is already subscribed with the same key, then it reuses the subscription', async () => {
    const browser = fakeBrowser('granted', { key: urlBase64ToUint8Array(KEY) });
    await enablePush(browser.deps);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.saved).toHaveLength(1);
  });

  it('when the server key changed, then the old subscription is replaced', async () => {
    const browser = fakeBrowser('granted', { key: new Uint8Array([1, 2, 3]) });
    await enablePush(browser.deps);
    expect(browser.current?.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledOnce();
  });
});

describe('urlBase64ToUint8Array', () => {
  it('decodes URL-safe base64 without padding into the 65-byte P-256 public key', () => {
    const bytes = urlBase64ToUint8Array(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('describeUserAgent', () => {
  it('names common phones and computers', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent('curl/8.0')).toBeNull();
  });
});
