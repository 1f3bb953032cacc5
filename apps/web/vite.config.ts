import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellOnly } from './app-shell-precache.js';
import { REACT_ON_PREACT } from './react-on-preact.js';
import { routePreloads } from './route-preloads.js';
import { MANIFEST_FILES, webAppManifest } from './web-app-manifest.js';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Writes the English, Hindi and Telugu web app manifests into the build (web-app-manifest.ts). */
function webAppManifests(): Plugin {
  return {
    name: 'tokri-web-app-manifests',
    generateBundle() {
      for (const [language, fileName] of Object.entries(MANIFEST_FILES)) {
        const manifest = webAppManifest(language as keyof typeof MANIFEST_FILES);
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(manifest) });
      }
    },
  };
}

/**
 * The native shell's build (ADR 0055, apps/mobile/scripts/build-web.mjs): into its own folder, so it never replaces
 * the web build the server serves, and without the service worker or manifests (the shell's files are on the phone,
 * and a worker there would only hold back an app update).
 */
const nativeShellBuild = process.env.VITE_NATIVE_SHELL === 'true';

export default defineConfig({
  plugins: [
    // No Fast Refresh: React's refresh runtime cannot re-render Preact's components, so an edit would be accepted
    // and not shown; without it `vite dev` reloads the page instead (ADR 0067).
    react({ refreshExclude: /./ }),
    tailwindcss(),
    !nativeShellBuild && webAppManifests(),
    // /home's page chunks, announced by the server in /home's HTML (ADR 0060).
    !nativeShellBuild && routePreloads({ '/home': 'src/features/home/home-page.tsx' }),
    // The service worker (ADR 0053): our own TypeScript worker, given the list of files to precache.
    !nativeShellBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        registerType: 'prompt',
        // The app registers the worker itself, after the first screen (features/pwa).
        injectRegister: false,
        // The manifests are ours (per language, above).
        manifest: false,
        injectManifest: {
          // The shell: the HTML and the scripts and styles it loads. Fonts (the browser fetches only the scripts'
          // subsets a page uses) and images are cached the first time they are used.
          globPatterns: [
            'index.html',
            'theme-init.js',
            'early-reads.js',
            'assets/*.{js,css}',
            'favicon.svg',
            'pwa-192x192.png',
          ],
          globIgnores: ['**/*.map'],
          // Only what index.html loads: the admin's and riders' screens (charts, maps) would cost every shopper
          // megabytes. Page chunks are kept the first time they load (the worker's `static` route).
          // sonner and the Toaster load with the first toast (ADR 0060), which may be "No connection" offline.
          manifestTransforms: [
            appShellOnly(fileURLToPath(new URL('./dist/index.html', import.meta.url)), {
              neededOffline: ['offline-cart-sync', 'offline-conflicts', 'sonner', 'app-toaster'],
            }),
          ],
          maximumFileSizeToCacheInBytes: 1_500_000,
        },
        // `vite dev` serves the worker too (at /dev-sw.js?dev-sw, an ES module), for Web Push; it caches nothing there.
        devOptions: { enabled: true, type: 'module' },
      }),
  ],
  // The build's version, attached to bug reports (issue 16 item 3).
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: {
      '@tokri/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
      ...REACT_ON_PREACT,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      // '/dev/', not '/dev': the development worker is /dev-sw.js.
      '/dev/': 'http://localhost:3000',
      // Uploaded photos on the local disk (ADR 0035).
      '/media': 'http://localhost:3000',
      // The spec's server functions, including the purchase WebSocket, and the realtime WebSocket.
      '/functions': { target: 'http://localhost:3000', ws: true },
      '/realtime': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: nativeShellBuild ? 'dist-native' : 'dist',
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
});
