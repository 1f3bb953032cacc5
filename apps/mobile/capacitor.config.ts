import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell (ADR 0055). The web app is bundled into the shell from the web app's native build (`apps/web/dist-native`, made by `npm run mobile:sync`):
 * there is no `server.url`, since iOS gives no push to a shell that loads a remote address, and a bundled
 * app opens offline.
 */
const config: CapacitorConfig = {
  appId: 'in.tokri.app',
  appName: 'Tokri',
  webDir: '../web/dist-native',
  // Logs from the web view stay out of release builds (they can hold order and address details).
  loggingBehavior: 'debug',
  android: {
    // Payments and maps load over https only.
    allowMixedContent: false,
    webContentsDebuggingEnabled: false,
  },
  ios: {
    contentInset: 'never',
    // Opens UPI and bank links in the apps that own them rather than inside the web view.
    limitsNavigationsToAppBoundDomains: false,
  },
  plugins: {
    PushNotifications: {
      // A push that arrives while the app is open still shows a banner and plays its sound (iOS).
      presentationOptions: ['badge', 'sound', 'alert'],
    },
    SplashScreen: {
      // Hidden by the web app after its first render, so there is no white flash between splash and screen.
      launchAutoHide: false,
      launchShowDuration: 3000,
      // No backgroundColor: the native themes pick light or dark with the phone (Android values-night, the iOS
      // launch screen's system background), and the web app's status bar takes over once it runs.
      androidScaleType: 'CENTER_CROP',
      showSpinner: false,
    },
    StatusBar: {
      overlaysWebView: false,
    },
  },
};

export default config;
