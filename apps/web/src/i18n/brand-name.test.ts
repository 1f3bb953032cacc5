import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { te } from './te.js';

/**
 * Issue 32 minor: Telugu spelled the brand two ways (టోకరి / టోక్రి). It is టోకరి, as the app's name and the
 * installed app's name say (टोकरी, "basket"), in every Telugu text: the web's, its features' lazy ones and the
 * shared messages the server sends.
 */
const ROOTS = ['apps/web/src/', 'packages/core/src/'].map((root) => join(process.cwd(), root));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the brand in Telugu', () => {
  it('when any Telugu text names Tokri, then it spells it టోకరి, as the app’s name does', () => {
    expect(te.app.name).toBe('టోకరి');
    const other = ROOTS.flatMap((root) =>
      sourceFiles(root).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            line.includes('టోక్రి') ? [`${file.slice(process.cwd().length)}:${index + 1}`] : [],
          ),
      ),
    );
    expect(other).toEqual([]);
  });
});
