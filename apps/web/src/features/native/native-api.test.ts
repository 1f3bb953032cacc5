import { afterEach, describe, expect, it, vi } from 'vitest';

const plugins = vi.hoisted(() => ({
  share: vi.fn(async () => ({})),
  impact: vi.fn(async () => undefined),
  getCurrentPosition: vi.fn(async () => ({ coords: { latitude: 12.97, longitude: 77.64 }, timestamp: 1 })),
}));
vi.mock('@capacitor/share', () => ({ Share: { share: plugins.share } }));
vi.mock('@capacitor/haptics', () => ({
  Haptics: { impact: plugins.impact },
  ImpactStyle: { Light: 'LIGHT' },
}));
vi.mock('@capacitor/geolocation', () => ({
  Geolocation: { getCurrentPosition: plugins.getCurrentPosition },
}));

const { nativePlugins } = await import('./native-api.js');
const content = { title: 'Tokri', text: 'Try Tokri:', url: 'https://tokri.in/' };

afterEach(() => {
  vi.clearAllMocks();
});

describe('the native plugins behind the adapters', () => {
  it('when shared, then the native sheet gets the text and link; closing it is cancelled, a fault is null', async () => {
    expect(await nativePlugins.share(content)).toBe('shared');
    expect(plugins.share).toHaveBeenCalledWith({ ...content, dialogTitle: 'Tokri' });
    plugins.share.mockRejectedValueOnce(new Error('Share canceled'));
    expect(await nativePlugins.share(content)).toBe('cancelled');
    plugins.share.mockRejectedValueOnce(new Error('not implemented'));
    expect(await nativePlugins.share(content)).toBeNull();
  });

  it('when tapped, then a light impact; a refusal (no VIBRATE on Android) is swallowed', async () => {
    plugins.impact.mockRejectedValueOnce(new Error('permission'));
    nativePlugins.tap();
    expect(plugins.impact).toHaveBeenCalledWith({ style: 'LIGHT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("when asked for the position, then the web's options pass through", async () => {
    const position = await nativePlugins.position({ enableHighAccuracy: true, timeout: 5000 });
    expect(position.coords.latitude).toBe(12.97);
    expect(plugins.getCurrentPosition).toHaveBeenCalledWith({ enableHighAccuracy: true, timeout: 5000 });
  });
});
