import { readFileSync } from 'node:fs';

interface PrecacheEntry {
  url: string;
  size: number;
  revision: string | null;
}

/**
 * A Workbox manifest transform keeping, of the build's scripts and styles, only those the built index.html
 * loads (its entry, its modulepreloads, its stylesheet): the precached app shell (ADR 0053). Fonts, icons and
 * other non-asset files matched by the glob stay.
 */
export function appShellOnly(indexHtmlPath: string) {
  return async (entries: PrecacheEntry[]) => {
    const html = readFileSync(indexHtmlPath, 'utf8');
    const manifest = entries.filter(
      (entry) => !/^assets\/.*\.(js|css)$/.test(entry.url) || html.includes(`/${entry.url}"`),
    );
    return { manifest, warnings: [] };
  };
}
