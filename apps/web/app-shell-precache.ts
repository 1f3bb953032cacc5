import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface PrecacheEntry {
  url: string;
  size: number;
  revision: string | null;
}

export interface AppShellOptions {
  /**
   * Lazy chunks (by the name Vite gives them, before the hash) whose code must be there offline although
   * index.html does not load them: the offline cart's replay (ADR 0054) runs the moment the connection returns,
   * when the network may not carry anything yet. Their static imports come with them.
   */
  neededOffline?: readonly string[];
}

/** The chunks a built chunk imports statically (`from"./x.js"`, `import"./x.js"`), transitively. */
export function staticImportClosure(assetsDir: string, files: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (found.has(file)) continue;
    found.add(file);
    const path = join(assetsDir, file);
    if (!existsSync(path)) continue;
    const code = readFileSync(path, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
      pending.push(match[1] as string);
  }
  return found;
}

/**
 * A Workbox manifest transform keeping, of the build's scripts and styles, only those the built index.html
 * loads (its entry, its modulepreloads, its stylesheet): the precached app shell (ADR 0053), plus the lazy chunks
 * named in `neededOffline` with what they import. Fonts, icons and other non-asset files matched by the glob stay.
 */
export function appShellOnly(indexHtmlPath: string, options: AppShellOptions = {}) {
  return async (entries: PrecacheEntry[]) => {
    const html = readFileSync(indexHtmlPath, 'utf8');
    const assetsDir = join(dirname(indexHtmlPath), 'assets');
    const named = entries
      .map((entry) => entry.url.replace(/^assets\//, ''))
      .filter((file) =>
        (options.neededOffline ?? []).some((name) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file)),
      );
    const offline = staticImportClosure(assetsDir, named);
    const manifest = entries.filter(
      (entry) =>
        !/^assets\/.*\.(js|css)$/.test(entry.url) ||
        html.includes(`/${entry.url}"`) ||
        offline.has(entry.url.replace(/^assets\//, '')),
    );
    return { manifest, warnings: [] };
  };
}
