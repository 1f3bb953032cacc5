import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The core rule tests alone, for Stryker (the root config's projects would also start the server and browser runs). */
export default defineConfig({
  resolve: {
    alias: { '@tokri/core': fileURLToPath(new URL('../packages/core/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['packages/core/src/**/*.test.ts'],
    testTimeout: 60_000,
    root: fileURLToPath(new URL('..', import.meta.url)),
  },
});
