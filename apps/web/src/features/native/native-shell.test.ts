import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: never) => void;
const listeners = vi.hoisted(() => new Map<string, Listener>());
const plugins = vi.hoisted(() => {
  const listen = (event: string, listener: Listener) => {
    listeners.set(event, listener);
    return Promise.resolve({ remove: vi.fn(async () => undefined) });
  };
  return {
    App: {
      addListener: vi.fn(listen),
      exitApp: vi.fn(async () => undefined),
      getLaunchUrl: vi.fn(async (): Promise<{ url: string } | undefined> => undefined),
    },
    PushNotifications: { addListener: vi.fn(listen) },
    SplashScreen: { hide: vi.fn(async () => undefined) },
    StatusBar: { setStyle: vi.fn(async () => undefined), setBackgroundColor: vi.fn(async () => undefined) },
  };
});

vi.mock('@capacitor/app', () => ({ App: plugins.App }));
vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => 'android' } }));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: plugins.PushNotifications }));
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: plugins.SplashScreen }));
vi.mock('@capacitor/status-bar', () => ({
  StatusBar: plugins.StatusBar,
  Style: { Dark: 'DARK', Light: 'LIGHT' },
}));

const { startNativeShell } = await import('./native-shell.js');

function fakeRouter(pathname: string) {
  return { state: { location: { pathname } }, navigate: vi.fn() };
}

const fire = (event: string, payload: unknown) => listeners.get(event)?.(payload as never);

beforeEach(() => {
  listeners.clear();
  vi.clearAllMocks();
  document.documentElement.classList.remove('dark');
  (window as { Capacitor?: unknown }).Capacitor = {
    getPlatform: () => 'android',
    isNativePlatform: () => true,
  };
});

afterEach(() => {
  delete (window as { Capacitor?: unknown }).Capacitor;
});

describe('the native shell', () => {
  it('when a tokri:// link opens the app, then the router shows that order', () => {
    const router = fakeRouter('/home');
    startNativeShell(router);
    fire('appUrlOpen', { url: 'tokri://orders/123/track' });
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith('/track-order/123');
  });

  it('when a link started the app, then the router opens it once the shell starts', async () => {
    plugins.App.getLaunchUrl.mockResolvedValueOnce({ url: 'https://tokri.in/orders/77' });
    const router = fakeRouter('/home');
    startNativeShell(router);
    await vi.waitFor(() => expect(router.navigate).toHaveBeenCalledExactlyOnceWith('/orders/77'));
  });

  it('when a foreign link opens the app, then it stays where it is', () => {
    const router = fakeRouter('/home');
    startNativeShell(router);
    fire('appUrlOpen', { url: 'https://evil.example/orders/123' });
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('when back is pressed on a screen with history, then the router goes back and the app stays', () => {
    const router = fakeRouter('/orders/123');
    startNativeShell(router);
    fire('backButton', { canGoBack: true });
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith(-1);
    expect(plugins.App.exitApp).not.toHaveBeenCalled();
  });

  it('when back is pressed on home, then the app exits', () => {
    const router = fakeRouter('/home');
    startNativeShell(router);
    fire('backButton', { canGoBack: true });
    expect(plugins.App.exitApp).toHaveBeenCalledOnce();
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('when a notification is tapped, then its same-origin path opens, and another site does not', () => {
    const router = fakeRouter('/home');
    startNativeShell(router);
    fire('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { url: '/orders/42' } },
    });
    fire('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { url: 'https://evil.example/phish' } },
    });
    expect(router.navigate.mock.calls).toEqual([['/orders/42']]);
  });

  it('when a button of a push is tapped, then its own page opens, or the phone dials the store (issue 32 item 2)', () => {
    const router = fakeRouter('/home');
    startNativeShell(router);
    const data = {
      url: '/track-order/42',
      actions: JSON.stringify([
        { action: 'track', title: 'ట్రాక్ చేయండి', url: '/orders/42' },
        { action: 'call', title: 'కాల్ చేయండి', url: 'tel:+919876543210' },
        { action: 'view', title: 'చూడండి', url: 'https://evil.example/x' },
      ]),
    };
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { origin: location.origin, href: location.href, assign },
    });
    try {
      fire('pushNotificationActionPerformed', { actionId: 'track', notification: { data } });
      fire('pushNotificationActionPerformed', { actionId: 'call', notification: { data } });
      // Off the app, or a button the push did not carry: the notification's own page.
      fire('pushNotificationActionPerformed', { actionId: 'view', notification: { data } });
      fire('pushNotificationActionPerformed', { actionId: 'rate', notification: { data } });
      fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { data } });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
    expect(router.navigate.mock.calls).toEqual([
      ['/orders/42'],
      ['/track-order/42'],
      ['/track-order/42'],
      ['/track-order/42'],
    ]);
    expect(assign).toHaveBeenCalledExactlyOnceWith('tel:+919876543210');
  });

  it('when the theme turns dark, then the status bar follows; the splash hides once started', async () => {
    startNativeShell(fakeRouter('/home'));
    expect(plugins.SplashScreen.hide).toHaveBeenCalledOnce();
    expect(plugins.StatusBar.setStyle).toHaveBeenLastCalledWith({ style: 'LIGHT' });
    expect(plugins.StatusBar.setBackgroundColor).toHaveBeenLastCalledWith({ color: '#f6faf7' });
    document.documentElement.classList.add('dark');
    await vi.waitFor(() => expect(plugins.StatusBar.setStyle).toHaveBeenLastCalledWith({ style: 'DARK' }));
    expect(plugins.StatusBar.setBackgroundColor).toHaveBeenLastCalledWith({ color: '#0f1512' });
  });

  it('when stopped, then every listener is removed', async () => {
    const stop = startNativeShell(fakeRouter('/home'));
    stop();
    const handles = await Promise.all(
      [...plugins.App.addListener.mock.results, ...plugins.PushNotifications.addListener.mock.results].map(
        (result) => result.value as Promise<{ remove: ReturnType<typeof vi.fn> }>,
      ),
    );
    expect(handles).toHaveLength(3);
    for (const handle of handles) expect(handle.remove).toHaveBeenCalledOnce();
  });
});
