import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, configSchema, loadConfig } from '../../apps/server/src/config.js';
import {
  deployDir,
  dockerfileStages,
  envFileNames,
  envFileValues,
  interpolate,
  MissingVariableError,
  readDeployFile,
} from './deploy-files.js';

const example = readDeployFile('.env.example');
const compose = readDeployFile('compose.yaml');
/** Settings compose.yaml itself reads; the server ignores them. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD', 'TOKRI_SITE_ADDRESS', 'TOKRI_HEALTH_PATH', 'TOKRI_IMAGE'];

/** What an operator types into the blanks the example marks REQUIRED. */
const FILLED_IN = {
  POSTGRES_PASSWORD: 'pg-password-from-openssl-rand',
  TOKRI_SITE_ADDRESS: 'shop.example.in',
  AUTH_SECRET: 'an-auth-secret-from-openssl-rand-base64-48-chars',
  PUBLIC_URL: 'https://shop.example.in',
  RAZORPAY_KEY_ID: 'rzp_live_example',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'razorpayx-webhook-secret',
  EXOTEL_ACCOUNT_SID: 'tokri1',
  EXOTEL_API_KEY: 'exotel-api-key',
  EXOTEL_API_TOKEN: 'exotel-api-token',
  EXOTEL_CALLER_ID: '08047112233',
};

/** A Tokri container's environment as Docker builds it: the image's ENV, then env_file, then `environment`. */
function tokriContainerEnv(dotEnv: Record<string, string>): Record<string, string> {
  const runtime = dockerfileStages(readDeployFile('Dockerfile')).at(-1)!;
  const imageEnv: Record<string, string> = {};
  for (const { keyword, args } of runtime.instructions) {
    if (keyword !== 'ENV') continue;
    for (const match of args.matchAll(/([A-Z_]+)=(\S+)/g)) imageEnv[match[1]!] = match[2]!;
  }
  const service = parse(interpolate(compose, dotEnv), { merge: true }).services['tokri-1'];
  return { ...imageEnv, ...dotEnv, ...service.environment };
}

describe('deploy/.env.example', () => {
  it('when config.ts reads a setting, then the example lists it (set or as a commented default)', () => {
    const listed = envFileNames(example);
    const settings = Object.keys(configSchema.shape);
    expect(settings.length).toBeGreaterThan(60);
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('when the example names something, then it is a server setting or one compose.yaml reads', () => {
    const known = new Set([...Object.keys(configSchema.shape), ...COMPOSE_ONLY]);
    expect([...envFileNames(example)].filter((name) => !known.has(name))).toEqual([]);
    for (const name of COMPOSE_ONLY.slice(0, 3)) expect(compose).toContain(`\${${name}`);
  });

  it('when it is copied unchanged, then no secret has a value and the demo data stays off', () => {
    const values = envFileValues(example);
    for (const secret of [
      'POSTGRES_PASSWORD',
      'AUTH_SECRET',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'RAZORPAYX_WEBHOOK_SECRET',
    ])
      expect(values[secret]).toBe('');
    expect(values.SEED_DEMO_DATA).toBe('false');
    expect(values.PAYMENT_PROVIDER).toBe('razorpay');
  });
});

describe('compose.yaml', () => {
  it('is valid against the compose-spec JSON schema (deploy/schema)', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    // This edition names its draft ".../2019-09/schema#" and labels sections with draft-04's `id` (strings such as
    // "#/definitions/service" that no $ref uses): Ajv knows neither, so both are left out and the draft given here.
    const { $schema: _draft, ...schema } = JSON.parse(
      readDeployFile('schema/compose-spec.json'),
      (key, value) => (key === 'id' && typeof value === 'string' ? undefined : value),
    );
    const validate = ajv.compile(schema);
    const document = parse(interpolate(compose, { ...envFileValues(example), ...FILLED_IN }), {
      merge: true,
    });
    expect(validate(document) ? [] : validate.errors).toEqual([]);
    // The same validator refuses a misspelt key, so the pass above means something.
    document.services['tokri-1'].enviroment = {};
    expect(validate(document)).toBe(false);
  });

  it('runs PostgreSQL 18, two Tokri instances from one build and Caddy in front, with only Caddy published', () => {
    const { services } = parse(interpolate(compose, FILLED_IN), { merge: true });
    expect(services.postgres.image).toBe('postgres:18');
    expect(services.caddy.image).toBe('caddy:2');
    expect(services.caddy.environment.TOKRI_UPSTREAMS).toBe('tokri-1:3000 tokri-2:3000');
    for (const name of ['tokri-1', 'tokri-2']) {
      expect(services[name].build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(services[name].depends_on.postgres.condition).toBe('service_healthy');
      expect(services[name].ports).toBeUndefined();
    }
    expect(services.postgres.ports).toBeUndefined();
    expect(services.caddy.ports).toEqual(['80:80', '443:443', '443:443/udp']);
  });

  it('when a required secret is missing, then compose refuses to start, naming it', () => {
    const { POSTGRES_PASSWORD: _password, ...withoutPassword } = FILLED_IN;
    expect(() => interpolate(compose, withoutPassword)).toThrow(MissingVariableError);
    expect(() => interpolate(compose, { ...FILLED_IN, AUTH_SECRET: '' })).toThrow(/AUTH_SECRET/);
  });

  it('when the blanks are filled in, then config.ts accepts the container environment as production', () => {
    const config = loadConfig(tokriContainerEnv({ ...envFileValues(example), ...FILLED_IN }));
    expect(config.NODE_ENV).toBe('production');
    expect(config.DATABASE_URL).toBe('postgres://tokri:pg-password-from-openssl-rand@postgres:5432/tokri');
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.PAYMENT_PROVIDER).toBe('razorpay');
    expect(config.devOutbox).toBe(false);
    expect(config.PORT).toBe(3000);
    expect(config.WEB_DIST_DIR).toBe('/app/apps/web/dist');
    expect(config.publicUrl).toBe('https://shop.example.in');
  });

  it('when the Razorpay keys are left blank, then production start-up is refused naming them', () => {
    const { RAZORPAY_KEY_SECRET: _secret, ...rest } = FILLED_IN;
    const env = tokriContainerEnv({ ...envFileValues(example), ...rest });
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it('when the Exotel settings are left blank, then production start-up is refused naming them', () => {
    const { EXOTEL_API_TOKEN: _token, ...rest } = FILLED_IN;
    const env = tokriContainerEnv({ ...envFileValues(example), ...rest });
    expect(() => loadConfig(env)).toThrow(/EXOTEL_API_TOKEN/);
  });

  const tool = ['docker compose', 'docker-compose'].find(
    (command) => spawnSync('sh', ['-c', `${command} version`], { stdio: 'ignore' }).status === 0,
  );
  it.skipIf(!tool)(
    `${tool ?? 'docker compose'} config accepts it (skipped when no compose tool is installed)`,
    () => {
      const root = mkdtempSync(join(tmpdir(), 'tokri-compose-'));
      try {
        cpSync(deployDir, join(root, 'deploy'), {
          recursive: true,
          filter: (source) => !source.includes('/checks') && !source.includes('/schema'),
        });
        writeFileSync(
          join(root, 'deploy/.env'),
          Object.entries({ ...envFileValues(example), ...FILLED_IN })
            .map(([name, value]) => `${name}=${value}`)
            .join('\n'),
        );
        const result = spawnSync('sh', ['-c', `${tool} -f deploy/compose.yaml config`], {
          cwd: root,
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '' },
        });
        expect(result.stderr).not.toMatch(/error|invalid/i);
        expect(result.status).toBe(0);
        expect(result.stdout).toContain('tokri-2');
        expect(result.stdout).toContain('postgres://tokri:pg-password-from-openssl-rand@postgres:5432/tokri');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
