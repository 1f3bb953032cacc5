import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `t(key, { …values })` takes its options and the placeholders' values in one object (as i18next did), so a text
 * whose placeholder is named like an option never gets its value: `{{lng}}` picked the language and the map pick's
 * address read "Location at {{lat}}, {{lng}}". Every text of the web app, the features' lazy ones included.
 */
const OPTION_NAMES = ['lng', 'ns', 'defaultValue', 'returnObjects'];
// The test runs from the repository root (vitest.config.ts); happy-dom gives import.meta.url no file scheme.
const SOURCE = join(process.cwd(), 'apps/web/src/');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('placeholder names', () => {
  it('when any text of the web app has a {{placeholder}}, then it is not named like a translator option', () => {
    const clashes = sourceFiles(SOURCE).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .filter((match) => OPTION_NAMES.includes(match[1]!))
        .map((match) => `${file.slice(SOURCE.length)}: ${match[0]}`),
    );
    expect(clashes).toEqual([]);
  });
});
