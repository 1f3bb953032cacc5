import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployDir, dockerfileStages, readDeployFile } from './deploy-files.js';

const stages = dockerfileStages(readDeployFile('Dockerfile'));
const runtime = stages.at(-1)!;
const of = (keyword: string) => runtime.instructions.filter((instruction) => instruction.keyword === keyword);
const rootPackage = JSON.parse(readFileSync(`${deployDir}../package.json`, 'utf8'));

describe('deploy/Dockerfile', () => {
  it('builds in stages on the Node major the repository asks for (engines)', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'production-dependencies', 'runtime']);
    const major = /(\d+)/.exec(rootPackage.engines.node)![1];
    for (const stage of stages) expect(stage.from).toBe(`node:${major}-bookworm-slim`);
  });

  it('runs as a user other than root, set before the command', () => {
    const users = of('USER').map((instruction) => instruction.args);
    expect(users).toEqual(['node']);
    const keywords = runtime.instructions.map((instruction) => instruction.keyword);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));
    expect(of('CMD').at(-1)?.args).toBe('["node", "apps/server/dist/main.js"]');
  });

  it('has a HEALTHCHECK on the liveness route', () => {
    const [healthcheck] = of('HEALTHCHECK');
    expect(healthcheck?.args).toContain('/api/health');
    expect(healthcheck?.args).toMatch(/--interval=\d+s/);
  });

  it('ships only production dependencies: installed with --omit=dev, and no node_modules from the build stage', () => {
    const install = stages[1]!.instructions.find((instruction) => instruction.keyword === 'RUN')!;
    expect(install.args).toMatch(/npm ci --omit=dev/);
    const copies = of('COPY').map((instruction) => instruction.args);
    const nodeModules = copies.filter((args) => args.includes('node_modules'));
    expect(nodeModules).toHaveLength(1);
    expect(nodeModules[0]).toMatch(/^--from=production-dependencies /);
    expect(copies.some((args) => /--from=build \S+ \/app\/apps\/web\/dist /.test(args))).toBe(true);
    expect(copies.some((args) => /\/app\/apps\/server\/migrations /.test(args))).toBe(true);
    expect(copies.some((args) => /^\. |\/app\/apps\/server\/src/.test(args))).toBe(false);
  });

  it('keeps secrets, local data and dependencies out of the build context (.dockerignore)', () => {
    const ignored = readDeployFile('.dockerignore').split('\n');
    for (const pattern of ['**/node_modules', '**/.env', 'data', '.git', 'deploy/.env'])
      expect(ignored).toContain(pattern);
  });
});

const caddy = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;

describe.skipIf(!caddy)('deploy/Caddyfile (skipped without caddy: apt-get install caddy)', () => {
  const adapt = (env: Record<string, string>) => {
    const result = spawnSync(
      'caddy',
      ['adapt', '--config', `${deployDir}Caddyfile`, '--adapter', 'caddyfile', '--validate'],
      { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env } },
    );
    expect(result.status, result.stderr).toBe(0);
    return JSON.parse(result.stdout);
  };

  it('validates, and proxies to every upstream with health checks, retries and compression', () => {
    const config = adapt({ TOKRI_UPSTREAMS: 'tokri-1:3000 tokri-2:3000 tokri-3:3000' });
    const server = Object.values(config.apps.http.servers)[0] as { routes: unknown[] };
    const handlers = JSON.stringify(server.routes);
    const proxy = JSON.parse(/\{"handler":"reverse_proxy".*?"upstreams":\[[^\]]*\]\}/.exec(handlers)![0]);
    expect(proxy.upstreams).toEqual([
      { dial: 'tokri-1:3000' },
      { dial: 'tokri-2:3000' },
      { dial: 'tokri-3:3000' },
    ]);
    expect(proxy.health_checks.active.uri).toBe('/api/ready');
    expect(proxy.load_balancing.selection_policy.policy).toBe('least_conn');
    expect(proxy.load_balancing.try_duration).toBe(5_000_000_000);
    expect(handlers).toContain('"handler":"encode"');
    expect(handlers).toMatch(/"gzip":\{\}/);
    // /metrics is for Prometheus on the internal network only (ADR 0062): the proxy answers it with 404 itself.
    expect(handlers).toContain(
      '{"handle":[{"handler":"static_response","status_code":404}],"match":[{"path":["/metrics"]}]}',
    );
    // No sticky sessions: no cookie or IP hash selection.
    expect(handlers).not.toMatch(/"policy":"(cookie|ip_hash|client_ip_hash)"/);
  });

  it('takes the site address and the readiness path from the environment', () => {
    const config = adapt({ TOKRI_SITE_ADDRESS: 'shop.example.in', TOKRI_HEALTH_PATH: '/api/ready' });
    const handlers = JSON.stringify(config.apps.http.servers);
    expect(handlers).toContain('"host":["shop.example.in"]');
    expect(handlers).toContain('"uri":"/api/ready"');
  });
});
