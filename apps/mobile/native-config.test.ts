/**
 * Checks the native projects as `npm run mobile:sync` leaves them (issue 17 part 3, ADR 0055). CI cannot build
 * an APK here (no Android SDK), so it checks what the stores would: deep links, UPI queries, permissions, a
 * bundled web app. Runs after the sync in `npm test` (the 'native' project).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const mobile = import.meta.dirname;
const root = join(mobile, '../..');
const read = (...path: string[]) => readFileSync(join(mobile, ...path), 'utf8');
const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');

const androidAssets = join('android', 'app', 'src', 'main', 'assets');
const iosApp = join('ios', 'App', 'App');
const manifestXml = () => xml(read('android', 'app', 'src', 'main', 'AndroidManifest.xml'));

const ALLOWED_PERMISSIONS = [
  'android.permission.INTERNET',
  'android.permission.ACCESS_COARSE_LOCATION',
  'android.permission.ACCESS_FINE_LOCATION',
  'android.permission.POST_NOTIFICATIONS',
];

function permissions(manifest: Document) {
  const all = [...manifest.getElementsByTagName('uses-permission')];
  const name = (element: Element) => element.getAttribute('android:name') ?? '';
  const removed = (element: Element) => element.getAttribute('tools:node') === 'remove';
  return { kept: all.filter((p) => !removed(p)).map(name), removed: all.filter(removed).map(name) };
}

function intentFilters(manifest: Document) {
  return [...manifest.getElementsByTagName('intent-filter')].map((filter) => ({
    autoVerify: filter.getAttribute('android:autoVerify') === 'true',
    actions: [...filter.getElementsByTagName('action')].map((a) => a.getAttribute('android:name')),
    categories: [...filter.getElementsByTagName('category')].map((c) => c.getAttribute('android:name')),
    data: [...filter.getElementsByTagName('data')].map((d) => ({
      scheme: d.getAttribute('android:scheme'),
      host: d.getAttribute('android:host'),
      pathPrefix: d.getAttribute('android:pathPrefix'),
    })),
  }));
}

/** The plist's value for a key, as text (a string) or a list of strings (an array). */
function plistValue(plist: Document, key: string): string | string[] | undefined {
  const keyElement = [...plist.getElementsByTagName('key')].find((k) => k.textContent === key);
  const value = keyElement?.nextElementSibling;
  if (!value) return undefined;
  if (value.tagName === 'array') return [...value.children].map((child) => child.textContent ?? '');
  return value.textContent ?? '';
}

describe('the synced web app', () => {
  const config = (dir: string) => JSON.parse(read(dir, 'capacitor.config.json'));

  it.each([androidAssets, iosApp])(
    'when synced, then %s holds the bundled config: no remote server',
    (dir) => {
      const synced = config(dir);
      expect(synced.appId).toBe('in.tokri.app');
      expect(synced.webDir).toBe('../web/dist-native');
      expect(synced.server?.url).toBeUndefined();
    },
  );

  it.each([androidAssets, iosApp])('when synced, then %s holds this web build', (dir) => {
    const built = readFileSync(join(root, 'apps/web/dist-native/index.html'), 'utf8');
    expect(read(dir, 'public', 'index.html')).toBe(built);
    const scripts = readdirSync(join(mobile, dir, 'public', 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
  });

  it('when synced, then Android registers every plugin the web app calls', () => {
    const plugins = JSON.parse(read(androidAssets, 'capacitor.plugins.json')) as { pkg: string }[];
    expect(plugins.map((p) => p.pkg).sort()).toEqual([
      '@capacitor/app',
      '@capacitor/geolocation',
      '@capacitor/haptics',
      '@capacitor/push-notifications',
      '@capacitor/share',
      '@capacitor/splash-screen',
      '@capacitor/status-bar',
    ]);
  });

  it('when synced, then the native projects in git are what the sync writes (no change to commit)', () => {
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'android', 'ios'], {
      cwd: mobile,
      encoding: 'utf8',
    });
    expect(changed).toBe('');
  });
});

describe('the Android manifest', () => {
  it('asks for the internet, location and notifications only', () => {
    expect(permissions(manifestXml()).kept.sort()).toEqual([...ALLOWED_PERMISSIONS].sort());
  });

  it("removes every other permission a plugin's manifest would merge in", () => {
    const { removed } = permissions(manifestXml());
    const plugins = JSON.parse(read(androidAssets, 'capacitor.plugins.json')) as { pkg: string }[];
    for (const { pkg } of plugins) {
      const pluginManifest = join(root, 'node_modules', pkg, 'android/src/main/AndroidManifest.xml');
      if (!existsSync(pluginManifest)) continue;
      for (const permission of permissions(xml(readFileSync(pluginManifest, 'utf8'))).kept) {
        expect(
          ALLOWED_PERMISSIONS.includes(permission) || removed.includes(permission),
          `${pkg} merges ${permission}`,
        ).toBe(true);
      }
    }
  });

  it('opens tokri:// links from any app or browser', () => {
    const filter = intentFilters(manifestXml()).find((f) => f.data.some((d) => d.scheme === 'tokri'));
    expect(filter?.actions).toContain('android.intent.action.VIEW');
    expect(filter?.categories).toEqual(
      expect.arrayContaining(['android.intent.category.DEFAULT', 'android.intent.category.BROWSABLE']),
    );
  });

  it("opens verified https app links for the shop's domain: orders, tracking and payment return", () => {
    const filter = intentFilters(manifestXml()).find((f) => f.data.some((d) => d.scheme === 'https'));
    expect(filter?.autoVerify).toBe(true);
    expect(filter?.categories).toContain('android.intent.category.BROWSABLE');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the manifest's Gradle placeholder, as written
    expect(filter?.data.map((d) => d.host).filter(Boolean)).toEqual(['${appLinkHost}']);
    expect(filter?.data.map((d) => d.pathPrefix).filter(Boolean)).toEqual([
      '/orders',
      '/track-order',
      '/checkout/payment',
    ]);
    expect(read('android', 'app', 'build.gradle')).toMatch(
      /manifestPlaceholders = \[appLinkHost: project\.findProperty\('tokriAppLinkHost'\) \?: 'tokri\.in'\]/,
    );
  });

  it('may see the UPI apps (Android 11+ package visibility) so the payment can open them by intent', () => {
    const queries = manifestXml().getElementsByTagName('queries')[0];
    const upiIntent = [...(queries?.getElementsByTagName('intent') ?? [])].find((intent) =>
      [...intent.getElementsByTagName('data')].some((d) => d.getAttribute('android:scheme') === 'upi'),
    );
    expect(upiIntent?.getElementsByTagName('action')[0]?.getAttribute('android:name')).toBe(
      'android.intent.action.VIEW',
    );
  });

  it("shows the splash in the phone's theme: light by day, dark in dark mode", () => {
    const res = (...path: string[]) => read('android', 'app', 'src', 'main', 'res', ...path);
    expect(res('values', 'styles.xml')).toContain('@color/tokri_splash_background');
    expect(res('values', 'colors.xml')).toContain('"tokri_splash_background">#F6FAF7<');
    expect(res('values-night', 'colors.xml')).toContain('"tokri_splash_background">#0F1512<');
  });
});

describe('the iOS app', () => {
  const info = () => xml(read(iosApp, 'Info.plist'));

  it('opens tokri:// links', () => {
    const types = info().getElementsByTagName('key');
    const schemes = [...types].filter((k) => k.textContent === 'CFBundleURLSchemes');
    expect(
      schemes.flatMap((k) => [...(k.nextElementSibling?.children ?? [])].map((c) => c.textContent)),
    ).toEqual(['tokri']);
  });

  it('may open the UPI apps', () => {
    expect(plistValue(info(), 'LSApplicationQueriesSchemes')).toEqual(
      expect.arrayContaining(['upi', 'phonepe', 'paytmmp', 'tez', 'bhim']),
    );
  });

  it('says why it asks for the location', () => {
    expect(plistValue(info(), 'NSLocationWhenInUseUsageDescription')).toMatch(/deliver/);
  });

  it("has push and universal links for the shop's domain", () => {
    const entitlements = xml(read(iosApp, 'App.entitlements'));
    expect(plistValue(entitlements, 'aps-environment')).toBe('development');
    expect(plistValue(entitlements, 'com.apple.developer.associated-domains')).toEqual([
      'applinks:$(TOKRI_APP_LINK_HOST)',
    ]);
    const project = read('ios', 'App', 'App.xcodeproj', 'project.pbxproj');
    expect(project.match(/TOKRI_APP_LINK_HOST = tokri\.in;/g)).toHaveLength(2);
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
  });
});
