// Import boundaries (ADR 0024): imports flow shared -> features -> app on the web, features meet only
// through each other's index.ts, core stays pure, and nothing anywhere goes round in a circle.
// `npm run lint` runs it (`lint:boundaries` in package.json); scripts/lint-boundaries.test.ts proves each
// rule fires on a deliberately bad import and that the real tree passes.

const web = '^apps/web/src/';
const server = '^apps/server/src/';
const core = '^packages/core/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment:
        'A file may not import itself back through others: cycles give undefined bindings at start-up and ' +
        'make a folder impossible to understand alone. Move the shared piece down, or compose one level up.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-folder-cycle',
      comment:
        'Two web features may not depend on each other, even through different files: put what both need ' +
        'in shared/, or compose them in app/.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${web}features/[^/]+$` },
      to: { path: `${web}features/[^/]+$`, circular: true },
    },
    {
      name: 'no-server-module-cycle',
      comment:
        'Two server modules may not depend on each other: one of them owns the thing, the other calls it.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${server}modules/[^/]+$` },
      to: { path: `${server}modules/[^/]+$`, circular: true },
    },
    {
      name: 'routes-wired-only-by-app',
      comment:
        'Route files are entry points: app.ts mounts them and nothing else imports one. Shared logic lives in ' +
        "the module's service or repository.",
      severity: 'error',
      from: { path: server, pathNot: `${server}app\\.ts$` },
      to: { path: `${server}.+-routes\\.ts$` },
    },
    {
      name: 'infrastructure-imports-no-module',
      comment:
        'db/, http/ and providers/ are the floor the modules stand on: they know no business module. ' +
        '(The demo seed is data, not infrastructure, and may hash a password with auth.)',
      severity: 'error',
      from: { path: `${server}(db|http|providers)/`, pathNot: `${server}db/seed/` },
      to: { path: `${server}modules/` },
    },
    {
      name: 'only-edges-import-http',
      comment:
        'http/ belongs to the HTTP edge (route files, middleware, app.ts, server.ts): services throw domain ' +
        'errors and never choose a status.',
      severity: 'error',
      from: {
        path: server,
        pathNot: [
          '-(routes|middleware)\\.ts$',
          `${server}(app|server)\\.ts$`,
          `${server}(http|test-support)/`,
        ],
      },
      to: { path: `${server}http/` },
    },
    {
      name: 'shared-imports-no-feature-or-app',
      comment:
        'shared/ is the bottom layer: it knows no feature and no page. Imports flow shared -> features -> app.',
      severity: 'error',
      from: { path: `${web}shared/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'feature-through-index-only',
      comment:
        "A feature uses another feature only through its index.ts (the feature's public face); its other " +
        'files are internals that may change. Export what is needed from the index, or compose in app/.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: {
        path: `${web}features/[^/]+/`,
        pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'nothing-imports-app',
      comment: 'app/ composes the features into pages and is the top layer: only main.tsx starts it.',
      severity: 'error',
      from: { path: web, pathNot: [`${web}main\\.tsx$`, `${web}app/`] },
      to: { path: `${web}app/` },
    },
    {
      name: 'core-imports-no-app',
      comment: 'packages/core is the pure centre both apps import; it never imports them back.',
      severity: 'error',
      from: { path: core },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'core-does-no-io',
      comment:
        'packages/core holds rules with no I/O (money, pricing, IST days, order states, API contracts): no ' +
        'Node built-ins, no database, no HTTP framework, no React. Its only dependency is zod.',
      severity: 'error',
      from: { path: core, pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/zod/',
      },
    },
    {
      name: 'no-unresolvable-import',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Re-checks only files whose content changed since the last run, which keeps `npm run lint` quick.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    // Tests are not part of the shipped structure: a test may reach into what it tests.
    exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // "types" first, so @tokri/core resolves to packages/core/src (as the apps' bundlers and tsc see it).
      conditionNames: ['types', 'import', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
