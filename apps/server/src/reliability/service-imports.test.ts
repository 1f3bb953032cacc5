import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HTTP = join(SOURCE, 'http');

/** The HTTP edge may know HTTP: route files, their middleware, `http/` itself, the app and server wiring, tests. */
function isEdge(file: string): boolean {
  const path = relative(SOURCE, file).split(sep).join('/');
  return (
    path.startsWith('http/') ||
    path === 'app.ts' ||
    path === 'server.ts' ||
    /-(routes|middleware)\.ts$/.test(path) ||
    /\.test\.ts$/.test(path) ||
    path.startsWith('test-support/')
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative module specifiers of every import, export-from and dynamic import in `text`. */
function specifiers(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g);
  return [...found].map((match) => match[1] as string);
}

function importsOfHttp(file: string): string[] {
  return specifiers(readFileSync(file, 'utf8')).filter((specifier) => {
    const target = resolve(dirname(file), specifier);
    return target === HTTP || target.startsWith(HTTP + sep);
  });
}

describe('services do not know HTTP', () => {
  it('when a file is not a route, middleware or http/ file, then it imports nothing from http/', () => {
    const offenders = sourceFiles(SOURCE)
      .filter((file) => !isEdge(file))
      .flatMap((file) => importsOfHttp(file).map((specifier) => `${relative(SOURCE, file)} -> ${specifier}`));
    expect(offenders).toEqual([]);
  });

  it('when a service imports http/, then the scan sees it (static, re-export and dynamic forms)', () => {
    const service = join(SOURCE, 'modules', 'cart', 'cart-service.ts');
    const text = [
      "import { readJson } from '../../http/read-json.js';",
      "import type {\n  AppEnv,\n} from '../../http/app-env.js';",
      "export { uuidParam } from '../../http/uuid-param.js';",
      "const lazy = await import('../../http/plain-text.js');",
      "import { DomainError } from '../../errors/domain-error.js';",
    ].join('\n');
    const found = specifiers(text).filter((specifier) =>
      resolve(dirname(service), specifier).startsWith(HTTP + sep),
    );
    expect(found).toHaveLength(4);
    expect(isEdge(service)).toBe(false);
    expect(isEdge(join(SOURCE, 'modules', 'cart', 'cart-routes.ts'))).toBe(true);
  });
});
