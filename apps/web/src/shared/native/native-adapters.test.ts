import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from '../share/share-or-copy.js';
import { nativeGeolocation } from './geolocation.js';
import { tapFeedback } from './haptics.js';
import { isNativeShell, type NativeApi, nativeApi } from './native-shell.js';

const content = { title: 'Tokri', text: 'Try Tokri:', url: 'https://tokri.in/' };

function enterShell(api?: Partial<NativeApi>) {
  const target = window as { Capacitor?: unknown; tokriNative?: unknown };
  target.Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
  if (api) target.tokriNative = api;
}

afterEach(() => {
  const target = window as { Capacitor?: unknown; tokriNative?: unknown };
  delete target.Capacitor;
  delete target.tokriNative;
  vi.unstubAllGlobals();
});

describe('inside or outside the shell', () => {
  it("when @capacitor/core's web runtime is loaded, then the web is still not the shell", () => {
    expect(isNativeShell()).toBe(false);
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => false };
    expect(isNativeShell()).toBe(false);
    enterShell();
    expect(isNativeShell()).toBe(true);
    expect(nativeApi()).toBeUndefined();
  });
});

describe('share', () => {
  it('when in the shell, then the native sheet shares and the browser is not asked', async () => {
    const share = vi.fn(async () => 'shared' as const);
    const webShare = vi.fn();
    vi.stubGlobal('navigator', { share: webShare });
    enterShell({ share });
    expect(await shareOrCopy(content)).toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(webShare).not.toHaveBeenCalled();
  });

  it('when the native sheet fails, then the web way is tried', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    enterShell({ share: async () => null });
    expect(await shareOrCopy(content)).toBe('copied');
  });
});

describe('add-to-cart haptics', () => {
  it('when in the shell, then a native tap and no web vibration; on the web, a short vibration', () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { vibrate });
    const tap = vi.fn();
    enterShell({ tap });
    tapFeedback();
    expect(tap).toHaveBeenCalledOnce();
    expect(vibrate).not.toHaveBeenCalled();
    delete (window as { tokriNative?: unknown }).tokriNative;
    tapFeedback();
    expect(vibrate).toHaveBeenCalledWith(10);
  });
});

describe('geolocation', () => {
  it('when on the web, then there is no native source (the browser one applies)', () => {
    expect(nativeGeolocation()).toBeUndefined();
  });

  it('when in the shell, then the native position and its failures reach the callbacks', async () => {
    const coords = { latitude: 12.97, longitude: 77.64 };
    const position = vi
      .fn<NativeApi['position']>()
      .mockResolvedValueOnce({ coords, timestamp: 1 } as unknown as GeolocationPosition)
      .mockRejectedValueOnce(new Error('Location permission was denied'));
    enterShell({ position });
    const found = await new Promise<GeolocationPosition>((resolve, reject) =>
      nativeGeolocation()?.getCurrentPosition(resolve, reject, { enableHighAccuracy: true }),
    );
    expect(found.coords.latitude).toBe(12.97);
    expect(position).toHaveBeenCalledWith({ enableHighAccuracy: true });
    const error = await new Promise<unknown>((resolve) =>
      nativeGeolocation()?.getCurrentPosition(() => resolve(null), resolve),
    );
    expect((error as Error).message).toMatch(/denied/);
  });
});
