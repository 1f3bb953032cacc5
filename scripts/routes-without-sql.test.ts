import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Route files are thin edges (ADR 0024): validated input in, one service call, JSON out. SQL belongs in the
// module's service or repository, where the table's owner can see every statement that touches it.
const repo = fileURLToPath(new URL('..', import.meta.url));
const serverSource = join(repo, 'apps/server/src');
// A query call whose first argument is a statement (Hono's c.req.query('name') is not one).
const sqlCall = /\.query(?:<[^>]*>)?\(\s*[`'"]\s*(?:select|insert|update|delete|with)\b/i;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('-routes.ts') ? [path] : [];
  });
}

function routeFilesWithSql(dir: string): string[] {
  return routeFiles(dir)
    .filter((path) => sqlCall.test(readFileSync(path, 'utf8')))
    .map((path) => relative(repo, path));
}

describe('route handlers', () => {
  it('when the server route files are read, then none of them sends SQL itself', () => {
    expect(routeFiles(serverSource).length).toBeGreaterThan(10);
    expect(routeFilesWithSql(serverSource)).toEqual([]);
  });

  it('when a handler calls db.query with a statement, then the check counts it as SQL, and a query-string read is not', () => {
    const handler =
      "app.get('/', async (c) => c.json((await db.query<{ n: number }>(`select 1 as n`)).rows));";
    const multiLine = 'await db.query(\n  `\n  insert into outbox_messages (recipient) values ($1)`, [to]);';
    const parameter = "c.json(await latestOutboxMessages(db, c.req.query('recipient')));";
    expect(sqlCall.test(handler)).toBe(true);
    expect(sqlCall.test(multiLine)).toBe(true);
    expect(sqlCall.test(parameter)).toBe(false);
  });
});
