import { ADMIN_ERROR_STATUS, ERROR_STATUS, errorResponseSchema } from '@tokri/core';
import { z } from 'zod';
import { ROUTE_POLICY, type Rule } from '../reliability/route-policy.js';
import { type RouteEntry, routeKey, SOCKET_PATHS } from '../reliability/route-table.js';
import { REQUEST_SCHEMAS } from './request-schemas.js';

/**
 * Routes the app answers that are no API operation: the catch-all 404 under /api and the web app's shell for
 * any other GET. Everything else `listRoutes` finds is in the document (openapi.test.ts checks it).
 */
export const NOT_DOCUMENTED = new Set(['ALL /api/*', 'ALL /functions/v1/*', 'GET /*']);

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (what OpenAPI 3.1 speaks) for a request: its input side, before any transform. */
function jsonSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Hono's `/orders/:id{[0-9a-f-]+}` and `/media/*` as an OpenAPI path template, with the parameters' names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const templated = path
    .replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => {
      params.push(name);
      return `{${name}}`;
    })
    .replace(/\/\*$/, () => {
      params.push('file');
      return '/{file}';
    });
  return { path: templated, params };
}

/** Which error kinds answer with each status: the one table (ADR 0022), read the same way the handler reads it. */
function codesByStatus(): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  for (const [code, status] of Object.entries({ ...ERROR_STATUS, ...ADMIN_ERROR_STATUS })) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const SIGNED_IN_RULES: ReadonlySet<Rule> = new Set([
  'signed-in',
  'owner',
  'owner-or-admin',
  'own-data',
  'admin',
  'rider',
  'rider-only',
  'customer-only',
]);

const RULE_TEXT: Record<Rule, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in user; it reads or changes only their own data.',
  owner: 'Only the owner of the object named; anyone else gets 404 or 403.',
  'owner-or-admin': 'The owner of the object named, or an admin.',
  'own-data': 'Any signed-in user; it acts on their own rows only.',
  admin: 'Admins only.',
  rider: 'Delivery partners and admins.',
  'rider-only': 'A delivery partner acting as their own rider.',
  'customer-only': 'A customer acting on their own account (staff accounts are closed by an admin).',
  'dev-only': 'Development only: mounted when DEV_OUTBOX=true, and answers this machine only.',
  webhook: 'The payment gateway: only a request signed with the webhook secret changes anything.',
  'sandbox-page': 'The sandbox gateway page: only the signed page token of the payment opens it.',
  'not-found': 'No operation.',
  'signed-in-not-found': 'No operation (signed in; 401 without a session).',
  'web-app': 'The web app.',
  metrics: 'Operators only: Prometheus with the METRICS_TOKEN bearer token, never a user session.',
};

function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'api')
    return parts[1] === 'admin' || parts[1] === 'me' ? `${parts[1]}/${parts[2]}` : parts[1]!;
  return parts[0] ?? 'web';
}

function operation(route: RouteEntry, params: string[], errorStatuses: number[]) {
  const key = routeKey(route);
  const policy = ROUTE_POLICY[key];
  const rule = policy?.rule ?? 'public';
  const input = REQUEST_SCHEMAS[key] ?? {};
  const parameters: unknown[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (input.query) {
    const query = jsonSchema(input.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  const content: Record<string, unknown> = {};
  if (input.body) content['application/json'] = { schema: jsonSchema(input.body) };
  if (input.rawBody) content[input.rawBody] = { schema: { type: 'string', format: 'binary' } };
  const signedIn = SIGNED_IN_RULES.has(rule);
  const statuses = errorStatuses.filter(
    (status) => (status !== 401 || signedIn) && (status !== 403 || rule !== 'public'),
  );
  return {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    description: [RULE_TEXT[rule], policy?.why].filter(Boolean).join(' '),
    tags: [tagOf(route.path)],
    ...(signedIn ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses: {
      '2XX': { description: 'Success; the body is the type named in `@tokri/core` for this route.' },
      ...Object.fromEntries(
        statuses.map((status) => [String(status), { $ref: `#/components/responses/E${status}` }]),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the routes the app serves (ADR 0064): paths from the running app's route table,
 * inputs from the shared zod contracts, who may call from the route policy, and every error kind by status.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[], serverUrl: string) {
  const errors = codesByStatus();
  const errorStatuses = [...errors.keys()];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (NOT_DOCUMENTED.has(routeKey(route))) continue;
    const { path, params } = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, params, errorStatuses);
  }
  for (const socket of SOCKET_PATHS) {
    paths[socket] = {
      get: {
        operationId: `socket ${socket}`,
        summary: `WebSocket ${socket}`,
        description: 'A WebSocket upgrade; the messages are the realtime protocol in `@tokri/core`.',
        tags: ['realtime'],
        responses: { '101': { description: 'Switching protocols to a WebSocket.' } },
      },
    };
  }
  const errorBody = jsonSchema(errorResponseSchema);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tokri API',
      version: '0.1.0',
      description:
        'Every error answers `{ error: { code, message, fields?, details? } }` with the message in the language of ' +
        '`Accept-Language` (en, hi, te). Counted requests carry `RateLimit-Limit`, `RateLimit-Remaining`, ' +
        '`RateLimit-Reset` and `RateLimit-Policy`; over the limit, 429 `RATE_LIMITED` with `Retry-After`.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from sign-in.',
        },
      },
      schemas: { ErrorResponse: errorBody },
      responses: Object.fromEntries(
        [...errors].map(([status, codes]) => [
          `E${status}`,
          {
            description: `Error kinds answered with ${status}: ${codes.join(', ')}.`,
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/ErrorResponse' },
                    { properties: { error: { properties: { code: { enum: codes } } } } },
                  ],
                },
              },
            },
          },
        ]),
      ),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
