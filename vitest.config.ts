import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LIBRARIES_USING_REACT, REACT_ON_PREACT } from './apps/web/react-on-preact.js';

const core = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));
const esModuleBuild = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));
const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

export default defineConfig({
  resolve: { alias: { '@tokri/core': core } },
  test: {
    // Each server test file gets its own database; two workers keep a 2-core machine busy without thrashing.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Pure rules and schemas with no module state: one module graph per worker, not one per file, keeps the
        // suite at about a quarter of the CPU now that every schema has its own test file (issue 20 item 4).
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], isolate: false },
      },
      // Checks of the repository's own tooling, such as the import-boundary rules `npm run lint` enforces, and
      // the web build's own helpers (apps/web/*.ts, e.g. what the service worker precaches), and the deployment
      // recipe (deploy/: compose, Dockerfile, proxy and .env.example against config.ts).
      {
        extends: true,
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'apps/web/*.test.ts', 'deploy/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Loopback and this machine only: a test never reaches a real gateway, maps API or push service.
          setupFiles: ['apps/server/src/test-support/block-outbound-network.ts'],
          env: { TEST_DB_ENGINE: engine },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // The native projects after `npm run mobile:sync` (ADR 0055): `npm test` runs it after the build and the sync.
      {
        extends: true,
        test: { name: 'native', include: ['apps/mobile/**/*.test.ts'], environment: 'happy-dom' },
      },
      {
        extends: true,
        // On Preact, as the build (ADR 0067). Testing Library's and React Router's ES module builds: their CommonJS
        // ones (what Node's conditions pick here) would `require` react and react-dom themselves, past the aliases.
        resolve: {
          alias: {
            '@tokri/core': core,
            // Before react-dom's own alias: the first match wins.
            'react-dom/test-utils': fileURLToPath(new URL('./apps/web/preact-act.ts', import.meta.url)),
            ...REACT_ON_PREACT,
            '@testing-library/react': esModuleBuild(
              '@testing-library/react/dist/@testing-library/react.esm.js',
            ),
            'react-router': esModuleBuild('react-router/dist/development/index.mjs'),
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          server: { deps: { inline: LIBRARIES_USING_REACT } },
        },
      },
    ],
  },
});
