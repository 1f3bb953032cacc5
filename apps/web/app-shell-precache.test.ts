import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appShellOnly } from './app-shell-precache.js';

let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the precached app shell', () => {
  it('when the build has many chunks, then only those index.html loads are precached, with the non-script files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tokri-shell-'));
    const html = join(dir, 'index.html');
    await writeFile(
      html,
      '<script type="module" src="/assets/index-a1.js"></script><link rel="modulepreload" href="/assets/react-b2.js"><link rel="stylesheet" href="/assets/index-c3.css">',
    );
    const entry = (url: string) => ({ url, size: 1, revision: null });
    const { manifest } = await appShellOnly(html)([
      entry('index.html'),
      entry('assets/index-a1.js'),
      entry('assets/react-b2.js'),
      entry('assets/index-c3.css'),
      entry('assets/admin-dashboard-page-d4.js'),
      entry('favicon.svg'),
    ]);
    expect(manifest.map((item) => item.url)).toEqual([
      'index.html',
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/index-c3.css',
      'favicon.svg',
    ]);
  });
});
