import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server imports @tokri/core, whose runtime entry is its build output (as for `npm run dev`). */
export function ensureCoreBuilt() {
  const coreEntry = fileURLToPath(new URL('../../packages/core/dist/index.js', import.meta.url));
  if (!existsSync(coreEntry)) {
    console.error('[bench] packages/core is not built: run `npm run build -w packages/core` first.');
    process.exit(1);
  }
}
