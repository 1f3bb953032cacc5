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

const { nativeGeolocation } = await import('./geolocation.js');
const { tapFeedback } = await import('./haptics.js');
const { isNativeShell, runInShell } = await import('./native-shell.js');
const { nativeShare } = await import('./share.js');

const content = { title: 'Tokri', text: 'Try Tokri:', url: 'https://tokri.in/' };
const enterShell = (native = true) => {
  (window as { Capacitor?: unknown }).Capacitor = {
    isNativePlatform: () => native,
    getPlatform: () => 'android',
  };
};

afterEach(() => {
  delete (window as { Capacitor?: unknown }).Capacitor;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('inside or outside the shell', () => {
  it("when @capacitor/core's web runtime is loaded, then the web is still not the shell", () => {
    expect(isNativeShell()).toBe(false);
    enterShell(false);
    expect(isNativeShell()).toBe(false);
    enterShell(true);
    expect(isNativeShell()).toBe(true);
  });

  it('when on the web, then shell-only code is never loaded', () => {
    const load = vi.fn(async () => () => undefined);
    runInShell(load)();
    expect(load).not.toHaveBeenCalled();
  });

  it('when stopped before the shell code has loaded, then it is stopped as soon as it loads', async () => {
    enterShell();
    const stopLoaded = vi.fn();
    const stop = runInShell(async () => stopLoaded);
    stop();
    await vi.waitFor(() => expect(stopLoaded).toHaveBeenCalledOnce());
  });
});

describe('native share', () => {
  it('when in the shell, then the native sheet shares', async () => {
    enterShell();
    expect(await nativeShare(content)).toBe('shared');
    expect(plugins.share).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Try Tokri:', url: content.url }),
    );
  });

  it('when the sheet is closed, then it is cancelled, not failed; when the plugin breaks, the web takes over', async () => {
    enterShell();
    plugins.share.mockRejectedValueOnce(new Error('Share canceled'));
    expect(await nativeShare(content)).toBe('cancelled');
    plugins.share.mockRejectedValueOnce(new Error('not implemented'));
    expect(await nativeShare(content)).toBeNull();
  });

  it('when on the web, then it leaves sharing to the browser', async () => {
    expect(await nativeShare(content)).toBeNull();
    expect(plugins.share).not.toHaveBeenCalled();
  });
});

describe('add-to-cart haptics', () => {
  it('when in the shell, then a light native impact; on the web, a short vibration', async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { vibrate });
    enterShell();
    tapFeedback();
    await vi.waitFor(() => expect(plugins.impact).toHaveBeenCalledWith({ style: 'LIGHT' }));
    expect(vibrate).not.toHaveBeenCalled();
    delete (window as { Capacitor?: unknown }).Capacitor;
    tapFeedback();
    expect(vibrate).toHaveBeenCalledWith(10);
  });
});

describe('native geolocation', () => {
  it('when on the web, then there is none (the browser one applies)', () => {
    expect(nativeGeolocation()).toBeUndefined();
  });

  it('when in the shell, then the native position arrives in the web shape', async () => {
    enterShell();
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      nativeGeolocation()?.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 5000 }),
    );
    expect(position.coords.latitude).toBe(12.97);
    expect(plugins.getCurrentPosition).toHaveBeenCalledWith({ enableHighAccuracy: true, timeout: 5000 });
  });

  it('when the native service fails (permission refused), then the error callback hears it', async () => {
    enterShell();
    plugins.getCurrentPosition.mockRejectedValueOnce(new Error('Location permission was denied'));
    const error = await new Promise<unknown>((resolve) =>
      nativeGeolocation()?.getCurrentPosition(() => resolve(null), resolve),
    );
    expect((error as Error).message).toMatch(/denied/);
  });
});
