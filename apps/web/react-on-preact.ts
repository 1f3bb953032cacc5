/**
 * The web app is written against React's API but runs on Preact (ADR 0067): react and react-dom resolve to
 * preact/compat, so `react-dom/client` and `react/jsx-runtime` become preact/compat's own entry points. The build
 * (vite.config.ts) and the web unit tests (vitest.config.ts) share this table, so the tests run on the renderer
 * phones get.
 */
export const REACT_ON_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

/**
 * Libraries that import react themselves. Vitest loads node_modules with Node's own loader, past the aliases, so
 * the web tests run these through Vite instead; otherwise they would load real React beside Preact.
 */
export const LIBRARIES_USING_REACT = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-router',
  'sonner',
  'downshift',
  'lucide-react',
  'react-leaflet',
  '@react-leaflet/core',
];
