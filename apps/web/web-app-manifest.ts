/**
 * The web app manifests (ADR 0053): /manifest.webmanifest in English and one per other language, so a phone
 * that installs Tokri while the app is in Hindi or Telugu names it in that language. The page points its
 * <link rel="manifest"> at the chosen language's file (features/pwa/manifest-link.ts).
 */
import { manifestFileName } from './src/features/pwa/manifest-file.js';

type ManifestLanguage = 'en' | 'hi' | 'te';

interface ManifestWords {
  name: string;
  shortName: string;
  description: string;
  orders: string;
  subscriptions: string;
  search: string;
}

const WORDS: Record<ManifestLanguage, ManifestWords> = {
  en: {
    name: 'Tokri: groceries delivered',
    shortName: 'Tokri',
    description: 'Fresh groceries delivered fast, in English, Hindi and Telugu.',
    orders: 'Orders',
    subscriptions: 'Subscriptions',
    search: 'Search',
  },
  hi: {
    name: 'टोकरी: किराना घर तक',
    shortName: 'टोकरी',
    description: 'ताज़ा किराना, जल्दी आपके दरवाज़े तक, हिंदी, अंग्रेज़ी और तेलुगु में।',
    orders: 'ऑर्डर',
    subscriptions: 'सब्सक्रिप्शन',
    search: 'खोजें',
  },
  te: {
    name: 'టోకరి: కిరాణా ఇంటికే',
    shortName: 'టోకరి',
    description: 'తాజా కిరాణా సరుకులు త్వరగా మీ ఇంటికే, తెలుగు, హిందీ, ఇంగ్లీష్‌లో.',
    orders: 'ఆర్డర్‌లు',
    subscriptions: 'సబ్‌స్క్రిప్షన్‌లు',
    search: 'వెతకండి',
  },
};

/** The file each language's manifest is served as (English is the default the HTML links to). */
export const MANIFEST_FILES: Record<ManifestLanguage, string> = {
  en: manifestFileName('en'),
  hi: manifestFileName('hi'),
  te: manifestFileName('te'),
};

/** The light theme's background (index.html's light theme-color); the header bar takes the brand green. */
const LIGHT_BACKGROUND = '#f6faf7';
const BRAND_GREEN = '#15803d';

const shortcutIcon = [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }];

export function webAppManifest(language: ManifestLanguage) {
  const words = WORDS[language];
  return {
    // The same id in every language: one app, whichever language it was installed in.
    id: '/home',
    name: words.name,
    short_name: words.shortName,
    description: words.description,
    lang: `${language}-IN`,
    dir: 'ltr',
    // The app start "/" leads each person to their own part: the shop, the console or the rider app (ADR 0074).
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: LIGHT_BACKGROUND,
    theme_color: BRAND_GREEN,
    categories: ['shopping', 'food'],
    icons: [
      { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
    shortcuts: [
      { name: words.orders, short_name: words.orders, url: '/orders', icons: shortcutIcon },
      {
        name: words.subscriptions,
        short_name: words.subscriptions,
        url: '/subscriptions',
        icons: shortcutIcon,
      },
      { name: words.search, short_name: words.search, url: '/all-products', icons: shortcutIcon },
    ],
    screenshots: [
      {
        src: '/screenshots/home-narrow.png',
        sizes: '360x740',
        type: 'image/png',
        form_factor: 'narrow',
        label: words.name,
      },
      {
        src: '/screenshots/home-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: words.name,
      },
    ],
  };
}
