import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The build's version, attached to bug reports (issue 16 item 3).
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: { '@tokri/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      // Uploaded photos on the local disk (ADR 0035).
      '/media': 'http://localhost:3000',
      // The spec's server functions, including the purchase WebSocket, and the realtime WebSocket.
      '/functions': { target: 'http://localhost:3000', ws: true },
      '/realtime': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
});
