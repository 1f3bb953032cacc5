import { afterEach, describe, expect, it, vi } from 'vitest';

const page = { protocol: 'https:', host: 'shop.example' };

/** The helpers as a build with this VITE_API_ORIGIN sees them (the origin is read once, when the module loads). */
async function built(origin: string) {
  vi.stubEnv('VITE_API_ORIGIN', origin);
  vi.resetModules();
  const [helpers, realtime, client] = await Promise.all([
    import('./api-origin.js'),
    import('../realtime/realtime-types.js'),
    import('./api-client.js'),
  ]);
  return { ...helpers, socketUrl: realtime.socketUrl, api: client.api };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the web build (no VITE_API_ORIGIN): the API is on the page’s own origin', () => {
  it('when a path is called, then it stays relative', async () => {
    const { apiUrl, mediaUrl, mediaSrcSet } = await built('');
    expect(apiUrl('/api/cart')).toBe('/api/cart');
    expect(mediaUrl('/media/p/a.webp')).toBe('/media/p/a.webp');
    expect(mediaSrcSet('/media/a.webp 320w, /media/b.webp 640w')).toBe(
      '/media/a.webp 320w, /media/b.webp 640w',
    );
  });

  it('when a socket opens, then it follows the page: https -> wss, http -> ws', async () => {
    const { socketUrl } = await built('');
    expect(socketUrl('/realtime', page)).toBe('wss://shop.example/realtime');
    expect(socketUrl('/functions/v1/purchase', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/functions/v1/purchase',
    );
  });
});

describe('the native shell build (VITE_API_ORIGIN set): the API is elsewhere', () => {
  it('when a server path is called, then it goes to the API origin; a full URL is left alone', async () => {
    const { apiUrl } = await built('https://api.tokri.in');
    expect(apiUrl('/api/cart')).toBe('https://api.tokri.in/api/cart');
    expect(apiUrl('/functions/v1/hardware-sync')).toBe('https://api.tokri.in/functions/v1/hardware-sync');
    expect(apiUrl('https://checkout.example/pay')).toBe('https://checkout.example/pay');
  });

  it('when a photo is shown, then server photos come from the API and bundled images stay in the app', async () => {
    const { mediaUrl, mediaSrcSet } = await built('https://api.tokri.in');
    expect(mediaUrl('/media/p/a.webp')).toBe('https://api.tokri.in/media/p/a.webp');
    expect(mediaUrl('/images/tomato.webp')).toBe('/images/tomato.webp');
    expect(mediaUrl('/favicon.svg')).toBe('/favicon.svg');
    expect(mediaUrl('https://bucket.example/p/a.webp')).toBe('https://bucket.example/p/a.webp');
    expect(mediaSrcSet('/media/a.webp 320w,/media/b.webp 640w')).toBe(
      'https://api.tokri.in/media/a.webp 320w, https://api.tokri.in/media/b.webp 640w',
    );
  });

  it('when a socket opens, then it goes to the API origin whatever the page is (wss for https, ws for http)', async () => {
    const secure = await built('https://api.tokri.in');
    expect(secure.socketUrl('/realtime', { protocol: 'capacitor:', host: 'localhost' })).toBe(
      'wss://api.tokri.in/realtime',
    );
    const emulator = await built('http://10.0.2.2:3000');
    expect(emulator.socketUrl('/realtime', page)).toBe('ws://10.0.2.2:3000/realtime');
  });

  it('when the one HTTP client calls the API, then the request goes to the API origin', async () => {
    const { api } = await built('https://api.tokri.in');
    const fetch = vi.fn(async () => Response.json({ items: [] }));
    vi.stubGlobal('fetch', fetch);
    await api('/api/categories');
    expect(fetch).toHaveBeenCalledWith('https://api.tokri.in/api/categories', expect.anything());
  });
});
