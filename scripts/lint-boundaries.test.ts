import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import boundaries from '../.dependency-cruiser.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const config = boundaries as IConfiguration;
const roots = ['apps/web/src', 'apps/server/src', 'packages/core/src'];

/** `npm run lint:boundaries` (part of `npm run lint`), as CI runs it. */
function lintCommand(cwd: string, ...extra: string[]) {
  const run = spawnSync(
    join(repo, 'node_modules/.bin/depcruise'),
    [...roots, '--config', join(repo, '.dependency-cruiser.mjs'), '--output-type', 'err', ...extra],
    { cwd, encoding: 'utf8' },
  );
  return { exitCode: run.status, report: `${run.stdout}${run.stderr}` };
}

/** The same rules run in-process (a second faster than the command on a busy machine). */
async function checkBoundaries(baseDir: string) {
  const result = await cruise(roots, {
    ...config.options,
    cache: false,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType: 'err',
    baseDir,
  });
  return { exitCode: result.exitCode, report: String(result.output) };
}

let tree: string | null = null;

/** A throwaway tree laid out like the repository, holding only the given files (path -> source). */
function treeWith(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'tokri-boundaries-'));
  symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'), 'dir');
  const withRoots: Record<string, string> = {
    'apps/web/src/main.tsx': 'export {};\n',
    'apps/server/src/main.ts': 'export {};\n',
    'packages/core/src/index.ts': 'export {};\n',
    ...files,
  };
  for (const [path, source] of Object.entries(withRoots)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), source);
  }
  return tree;
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = null;
});

async function expectViolation(files: Record<string, string>, rule: string, culprit: string) {
  const { exitCode, report } = await checkBoundaries(treeWith(files));
  expect(report).toContain(`error ${rule}: ${culprit}`);
  expect(exitCode).not.toBe(0);
}

describe('import boundaries (npm run lint)', () => {
  it('when the real tree is checked by the lint command, then it has no violations', () => {
    const { exitCode, report } = lintCommand(repo);
    expect(report).toContain('no dependency violations found');
    expect(exitCode).toBe(0);
  });

  it('when the same layout follows every rule, then the check passes (the bad cases below fail for their import alone)', async () => {
    const { exitCode, report } = await checkBoundaries(
      treeWith({
        'apps/web/src/shared/ui/button.tsx': 'export const Button = 1;\n',
        'apps/web/src/features/cart/index.ts': "export { Button } from '../../shared/ui/button.js';\n",
        'apps/web/src/features/catalog/components/card.tsx': "import '../../cart/index.js';\n",
        'apps/web/src/app/router.tsx': "import '../features/catalog/components/card.js';\n",
        'packages/core/src/money.ts': "import { z } from 'zod';\nexport const paise = z.number();\n",
      }),
    );
    expect(report).toContain('no dependency violations found');
    expect(exitCode).toBe(0);
  });

  it('when shared/ imports a feature, then the check fails with shared-imports-no-feature-or-app', async () => {
    await expectViolation(
      {
        'apps/web/src/features/auth/session-store.ts': 'export const sessionStore = {};\n',
        'apps/web/src/shared/api/api-client.ts': "import '../../features/auth/session-store.js';\n",
      },
      'shared-imports-no-feature-or-app',
      'apps/web/src/shared/api/api-client.ts → apps/web/src/features/auth/session-store.ts',
    );
  });

  it('when shared/ imports a feature, then the lint command exits non-zero naming the rule', () => {
    const { exitCode, report } = lintCommand(
      treeWith({
        'apps/web/src/features/auth/session-store.ts': 'export const sessionStore = {};\n',
        'apps/web/src/shared/api/api-client.ts': "import '../../features/auth/session-store.js';\n",
      }),
      '--no-cache',
    );
    expect(report).toContain('error shared-imports-no-feature-or-app: apps/web/src/shared/api/api-client.ts');
    expect(exitCode).not.toBe(0);
  });

  it('when two files import each other, then the check fails with no-import-cycle', async () => {
    await expectViolation(
      {
        'apps/server/src/db/a.ts': "import './b.js';\nexport const a = 1;\n",
        'apps/server/src/db/b.ts': "import './a.js';\nexport const b = 1;\n",
      },
      'no-import-cycle',
      'apps/server/src/db/a.ts →',
    );
  });

  it('when two features depend on each other through different files, then the check fails with no-feature-folder-cycle', async () => {
    await expectViolation(
      {
        'apps/web/src/features/auth/index.ts': "export { LanguageSelect } from '../language/index.js';\n",
        'apps/web/src/features/auth/auth-page.tsx': 'export const AuthPage = 1;\n',
        'apps/web/src/features/language/index.ts': 'export const LanguageSelect = 1;\n',
        'apps/web/src/features/language/api/choose.ts': "import '../../auth/index.js';\n",
      },
      'no-feature-folder-cycle',
      'apps/web/src/features/auth →',
    );
  });

  it("when a feature imports another feature's internals, then the check fails with feature-through-index-only", async () => {
    await expectViolation(
      {
        'apps/web/src/features/orders/components/status-chip.tsx': 'export const StatusChip = 1;\n',
        'apps/web/src/features/admin/admin-page.tsx': "import '../orders/components/status-chip.js';\n",
      },
      'feature-through-index-only',
      'apps/web/src/features/admin/admin-page.tsx → apps/web/src/features/orders/components/status-chip.tsx',
    );
  });

  it('when a feature imports app/, then the check fails with nothing-imports-app', async () => {
    await expectViolation(
      {
        'apps/web/src/app/router.tsx': 'export const router = 1;\n',
        'apps/web/src/features/home/home-page.tsx': "import '../../app/router.js';\n",
      },
      'nothing-imports-app',
      'apps/web/src/features/home/home-page.tsx → apps/web/src/app/router.tsx',
    );
  });

  it('when core imports a Node built-in, then the check fails with core-does-no-io', async () => {
    await expectViolation(
      { 'packages/core/src/clock.ts': "import 'node:fs';\n" },
      'core-does-no-io',
      'packages/core/src/clock.ts → fs',
    );
  });

  it('when core imports React, then the check fails with core-does-no-io', async () => {
    await expectViolation(
      { 'packages/core/src/hooks.ts': "import 'react';\n" },
      'core-does-no-io',
      'packages/core/src/hooks.ts →',
    );
  });

  it('when core imports an app, then the check fails with core-imports-no-app', async () => {
    await expectViolation(
      {
        'apps/server/src/config.ts': 'export const config = 1;\n',
        'packages/core/src/limits.ts': "import '../../../apps/server/src/config.js';\n",
      },
      'core-imports-no-app',
      'packages/core/src/limits.ts → apps/server/src/config.ts',
    );
  });

  it('when two server modules depend on each other, then the check fails with no-server-module-cycle', async () => {
    await expectViolation(
      {
        'apps/server/src/modules/orders/orders-service.ts': "import '../payments/payments-service.js';\n",
        'apps/server/src/modules/payments/payments-service.ts': "import '../orders/order-views.js';\n",
        'apps/server/src/modules/orders/order-views.ts': 'export const view = 1;\n',
      },
      'no-server-module-cycle',
      'apps/server/src/modules/orders →',
    );
  });

  it('when a service imports a route file, then the check fails with routes-wired-only-by-app', async () => {
    await expectViolation(
      {
        'apps/server/src/modules/cart/cart-routes.ts': 'export const cartRoutes = 1;\n',
        'apps/server/src/modules/checkout/checkout-service.ts': "import '../cart/cart-routes.js';\n",
      },
      'routes-wired-only-by-app',
      'apps/server/src/modules/checkout/checkout-service.ts → apps/server/src/modules/cart/cart-routes.ts',
    );
  });

  it('when db/ imports a business module, then the check fails with infrastructure-imports-no-module', async () => {
    await expectViolation(
      {
        'apps/server/src/modules/orders/order-views.ts': 'export const view = 1;\n',
        'apps/server/src/db/database.ts': "import '../modules/orders/order-views.js';\n",
      },
      'infrastructure-imports-no-module',
      'apps/server/src/db/database.ts → apps/server/src/modules/orders/order-views.ts',
    );
  });

  it('when a service imports http/, then the check fails with only-edges-import-http', async () => {
    await expectViolation(
      {
        'apps/server/src/http/app-error.ts': 'export class AppError {}\n',
        'apps/server/src/modules/cart/cart-routes.ts': "import '../../http/app-error.js';\n",
        'apps/server/src/modules/cart/cart-service.ts': "import '../../http/app-error.js';\n",
      },
      'only-edges-import-http',
      'apps/server/src/modules/cart/cart-service.ts → apps/server/src/http/app-error.ts',
    );
  });
});
