import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('when a lazy chunk is needed offline, then it is precached with what it imports, and nothing else lazy', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tokri-shell-'));
    await mkdir(join(root, 'assets'));
    const html = join(root, 'index.html');
    await writeFile(html, '<script type="module" src="/assets/index-a1.js"></script>');
    await writeFile(
      join(root, 'assets/offline-cart-sync-x9.js'),
      'import{t as e}from"./money-m1.js";import{r as m}from"./offline-conflicts-k2.js";const a=()=>import("./texts-hi-t3.js");',
    );
    await writeFile(join(root, 'assets/offline-conflicts-k2.js'), 'import"./react-r4.js";export const r=1;');
    await writeFile(join(root, 'assets/money-m1.js'), 'export const t=1;');
    const entry = (url: string) => ({ url, size: 1, revision: null });
    const { manifest } = await appShellOnly(html, { neededOffline: ['offline-cart-sync'] })([
      entry('index.html'),
      entry('assets/index-a1.js'),
      entry('assets/offline-cart-sync-x9.js'),
      entry('assets/offline-conflicts-k2.js'),
      entry('assets/money-m1.js'),
      entry('assets/react-r4.js'),
      entry('assets/texts-hi-t3.js'),
      entry('assets/offline-cart-panel-p5.js'),
    ]);
    expect(manifest.map((item) => item.url)).toEqual([
      'index.html',
      'assets/index-a1.js',
      'assets/offline-cart-sync-x9.js',
      'assets/offline-conflicts-k2.js',
      'assets/money-m1.js',
      'assets/react-r4.js',
    ]);
    await rm(root, { recursive: true, force: true });
  });
});
