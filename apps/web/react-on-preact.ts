/**
 * The web app is written against React's API but runs on Preact (ADR 0067): react and react-dom resolve to
 * preact/compat, so `react-dom/client`, `react/jsx-runtime` and `react-dom/test-utils` become preact/compat's own
 * entry points. The build (vite.config.ts) and the web unit tests (vitest.config.ts) share this table, so the tests
 * run on the renderer phones get.
 */
export const REACT_ON_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // react-i18next's hook for React 17 and older: preact/compat has the real one.
  'use-sync-external-store/shim': 'preact/compat',
};

/**
 * Libraries that import react themselves. Vitest loads node_modules with Node's own loader, past the aliases, so
 * the web tests run these through Vite instead; otherwise they would load real React beside Preact.
 */
export const LIBRARIES_USING_REACT = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-router',
  'react-i18next',
  'sonner',
  'downshift',
  'lucide-react',
  'react-leaflet',
  '@react-leaflet/core',
];
