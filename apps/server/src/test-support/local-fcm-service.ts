import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Firebase Cloud Messaging on this machine, speaking the real protocol: Google's OAuth 2.0 token endpoint (the
 * JWT bearer grant: the JWT's RS256 signature checked with the service account's public key, its iss, scope, aud
 * and lifetime) and FCM HTTP v1 `messages:send` (the Bearer token it issued, the v1 message shape, Google's JSON
 * error answers). A test scripts an answer for a device token to play UNREGISTERED, 401 or 503.
 */
export interface LocalFcmService {
  url: string;
  projectId: string;
  /** A service account key file's JSON whose token_uri points here (what FCM_SERVICE_ACCOUNT_JSON takes). */
  serviceAccountJson: string;
  /** Messages FCM accepted, in order. */
  received: { message: FcmV1Message; accessToken: string }[];
  /** Every request that reached it, token endpoint and sends alike. */
  requests: { path: string; deviceToken?: string }[];
  tokensIssued: number;
  /** The next answers for one device token (then 200 again). */
  answer(deviceToken: string, ...answers: ScriptedAnswer[]): void;
  /** Every access token issued so far stops working (as when Google revokes them). */
  revokeAccessTokens(): void;
  close(): Promise<void>;
}

export interface ScriptedAnswer {
  status: number;
  errorCode?: string;
  headers?: Record<string, string>;
}

export interface FcmV1Message {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android?: { priority: string; ttl: string; notification: { tag?: string } };
  apns?: { headers: Record<string, string>; payload: { aps: Record<string, unknown> } };
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => resolve(raw));
  });
}

function reply(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

/** google.rpc.Status with an FcmError detail, as FCM v1 answers errors. */
function fcmError(status: number, errorCode: string, message: string, violations: string[] = []) {
  const details: unknown[] = [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }];
  if (violations.length) {
    details.push({
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: violations.map((field) => ({ field, description: `Invalid value at '${field}'` })),
    });
  }
  return { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN', details } };
}

/** What a v1 message must look like; the fields FCM would refuse, as BadRequest field paths. */
function messageProblems(body: unknown): string[] {
  const message = (body as { message?: Record<string, unknown> } | null)?.message;
  if (!message || typeof message !== 'object') return ['message'];
  const problems: string[] = [];
  if (typeof message.token !== 'string' || message.token.length < 8) problems.push('message.token');
  const notification = message.notification as Record<string, unknown> | undefined;
  if (typeof notification?.title !== 'string' || typeof notification.body !== 'string')
    problems.push('message.notification');
  const data = (message.data ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(data))
    if (typeof value !== 'string' || key.startsWith('google') || key === 'from')
      problems.push(`message.data[${key}]`);
  const android = message.android as Record<string, unknown> | undefined;
  if (android) {
    if (!['HIGH', 'NORMAL'].includes(android.priority as string)) problems.push('message.android.priority');
    if (android.ttl !== undefined && !/^\d+(\.\d+)?s$/.test(String(android.ttl)))
      problems.push('message.android.ttl');
  }
  const apns = message.apns as { headers?: Record<string, unknown>; payload?: { aps?: unknown } } | undefined;
  if (apns) {
    for (const [name, value] of Object.entries(apns.headers ?? {}))
      if (typeof value !== 'string') problems.push(`message.apns.headers[${name}]`);
    if (!apns.payload?.aps || typeof apns.payload.aps !== 'object') problems.push('message.apns.payload');
  }
  return problems;
}

function verifyAssertion(
  jwt: string,
  publicKey: string,
  clientEmail: string,
  tokenUri: string,
): string | null {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return 'not a JWT';
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'RS256') return `alg ${head.alg}`;
  const signed = createVerify('RSA-SHA256')
    .update(`${header}.${claims}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  if (!signed) return 'Invalid JWT Signature.';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
  if (body.iss !== clientEmail) return 'iss';
  if (body.scope !== SCOPE) return 'scope';
  if (body.aud !== tokenUri) return 'aud';
  const now = Math.floor(Date.now() / 1000);
  const iat = Number(body.iat);
  const exp = Number(body.exp);
  if (!(Math.abs(iat - now) < 300 && exp > now && exp - iat <= 3600)) return 'Invalid JWT: iat/exp';
  return null;
}

export async function startLocalFcmService(): Promise<LocalFcmService> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const projectId = 'tokri-test';
  const clientEmail = 'firebase-adminsdk-test@tokri-test.iam.gserviceaccount.com';
  const valid = new Set<string>();
  const scripted = new Map<string, ScriptedAnswer[]>();
  let url = '';

  const fake: LocalFcmService = {
    url: '',
    projectId,
    serviceAccountJson: '',
    received: [],
    requests: [],
    tokensIssued: 0,
    answer(deviceToken, ...answers) {
      scripted.set(deviceToken, [...(scripted.get(deviceToken) ?? []), ...answers]);
    },
    revokeAccessTokens() {
      valid.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const path = request.url ?? '';
    if (request.method === 'POST' && path === '/token') {
      fake.requests.push({ path });
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return reply(response, 400, { error: 'unsupported_grant_type' });
      const problem = verifyAssertion(form.get('assertion') ?? '', publicKey, clientEmail, `${url}/token`);
      if (problem) return reply(response, 400, { error: 'invalid_grant', error_description: problem });
      fake.tokensIssued += 1;
      const accessToken = `ya29.local-${fake.tokensIssued}`;
      valid.add(accessToken);
      return reply(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    if (request.method !== 'POST' || path !== `/v1/projects/${projectId}/messages:send`)
      return reply(response, 404, fcmError(404, 'UNSPECIFIED_ERROR', 'Not found'));
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // answered below as an invalid message
    }
    const deviceToken = (body as { message?: { token?: string } } | null)?.message?.token;
    fake.requests.push({ path, ...(deviceToken ? { deviceToken } : {}) });
    const accessToken = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!valid.has(accessToken))
      return reply(response, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
    const problems = messageProblems(body);
    if (problems.length)
      return reply(response, 400, fcmError(400, 'INVALID_ARGUMENT', 'Invalid message', problems));
    const next = deviceToken ? scripted.get(deviceToken)?.shift() : undefined;
    if (next) {
      return reply(
        response,
        next.status,
        fcmError(next.status, next.errorCode ?? STATUS_NAMES[next.status] ?? 'UNKNOWN', 'scripted'),
        next.headers,
      );
    }
    const message = (body as { message: FcmV1Message }).message;
    fake.received.push({ message, accessToken });
    return reply(response, 200, { name: `projects/${projectId}/messages/${fake.received.length}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  fake.serviceAccountJson = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'local',
    private_key: privateKey,
    client_email: clientEmail,
    token_uri: `${url}/token`,
  });
  return fake;
}
