import { App } from '@capacitor/app';
import { Capacitor, type PluginListenerHandle } from '@capacitor/core';
import { PushNotifications } from '@capacitor/push-notifications';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import { backButtonAction } from './back-button.js';
import { deepLinkToPath } from './deep-link.js';
import { notificationTarget } from './notification-path.js';

export interface ShellRouter {
  state: { location: { pathname: string } };
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void> | void;
}

/** The web app's own background colours (index.html's theme-color), for the Android status bar. */
const STATUS_BAR_COLOURS = { dark: '#0f1512', light: '#f6faf7' } as const;

/** The status bar follows the theme the app applies (the `dark` class on <html>), on every change. */
function followThemeInStatusBar(): () => void {
  const apply = () => {
    const dark = document.documentElement.classList.contains('dark');
    // Style.Dark is light text, for a dark background.
    void StatusBar.setStyle({ style: dark ? Style.Dark : Style.Light }).catch(() => undefined);
    if (Capacitor.getPlatform() === 'android') {
      void StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOURS[dark ? 'dark' : 'light'] }).catch(
        () => undefined,
      );
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The shell's side of the app (issue 17, ADR 0055): links that open the app, Android's back button,
 * taps on notifications, the status bar and the splash screen. Started once, after the first render.
 */
export function startNativeShell(router: ShellRouter): () => void {
  const openLink = (url: string | undefined) => {
    const path = url ? deepLinkToPath(url) : null;
    if (path) void router.navigate(path);
  };
  // A link that started the app (cold start) is not an appUrlOpen event on Android: ask for it once.
  void App.getLaunchUrl()
    .then((launch) => openLink(launch?.url))
    .catch(() => undefined);
  const handles: Promise<PluginListenerHandle>[] = [
    App.addListener('appUrlOpen', ({ url }) => openLink(url)),
    App.addListener('backButton', ({ canGoBack }) => {
      const action = backButtonAction(router.state.location.pathname, canGoBack);
      if (action === 'exit') void App.exitApp();
      else if (action === 'back') void router.navigate(-1);
      // "/" leads to the person's own start: the shop, the console or the rider app (ADR 0074).
      else void router.navigate('/', { replace: true });
    }),
    // A tap on the notification ('tap') or on one of its buttons (issue 32 item 2): that button's page, or a call.
    PushNotifications.addListener('pushNotificationActionPerformed', ({ actionId, notification }) => {
      const target = notificationTarget(notification.data, actionId, window.location.origin);
      if (!target) return;
      // The shell hands tel: to the phone's dialler.
      if ('dial' in target) window.location.assign(target.dial);
      else void router.navigate(target.path);
    }),
  ];
  const stopStatusBar = followThemeInStatusBar();
  // The splash stays up (launchAutoHide: false) until the app has drawn its first screen.
  void SplashScreen.hide().catch(() => undefined);
  return () => {
    stopStatusBar();
    for (const handle of handles) void handle.then((listener) => listener.remove());
  };
}
