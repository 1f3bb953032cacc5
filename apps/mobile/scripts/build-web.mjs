#!/usr/bin/env node
// Builds the web app for the native shell (ADR 0055, "The shell reaches the API"): the shell's pages come from
// the web view's own origin, so the build is told where the API is (VITE_API_ORIGIN) from TOKRI_API_ORIGIN.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The shop's address, standing in when TOKRI_API_ORIGIN is unset (a clean clone's `npm run mobile:sync`). */
export const PLACEHOLDER_API_ORIGIN = 'https://tokri.in';

/**
 * The API origin the shell's build calls: TOKRI_API_ORIGIN, or the placeholder with a warning. https only: the
 * Android web view (https://localhost, no mixed content) and iOS (App Transport Security) refuse plain http.
 * @param {Record<string, string | undefined>} env
 * @returns {{ origin: string; warning: string | null }}
 */
export function shellApiOrigin(env) {
  const raw = env.TOKRI_API_ORIGIN?.trim();
  if (!raw) {
    return {
      origin: PLACEHOLDER_API_ORIGIN,
      warning: `TOKRI_API_ORIGIN is not set: the shell will call ${PLACEHOLDER_API_ORIGIN}. Set it to your API's origin for a store build.`,
    };
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`TOKRI_API_ORIGIN must be an origin like https://api.example.in, not ${raw}`);
  }
  if (url.protocol !== 'https:') {
    throw new Error(`TOKRI_API_ORIGIN must use https (the native web views refuse plain http), not ${raw}`);
  }
  if (url.href !== `${url.origin}/`) {
    throw new Error(`TOKRI_API_ORIGIN must be an origin (no path, query or user), not ${raw}`);
  }
  return { origin: url.origin, warning: null };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let resolved;
  try {
    resolved = shellApiOrigin(process.env);
  } catch (error) {
    console.error(`mobile:sync: ${error.message}`);
    process.exit(1);
  }
  if (resolved.warning) console.warn(`\n⚠ mobile:sync: ${resolved.warning}\n`);
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  // Into apps/web/dist-native: the web build in apps/web/dist, which the server serves, stays as it is.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_ORIGIN: resolved.origin, VITE_NATIVE_SHELL: 'true' },
  });
  process.exit(build.status ?? 1);
}
