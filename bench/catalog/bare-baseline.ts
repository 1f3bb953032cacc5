/**
 * The bare baseline: how fast this machine can answer the product list with the same database work Tokri
 * does, and nothing else. `node:http` and a `pg.Pool` of the same size as Tokri's, answering
 * `GET /products?category=<slug>` by running the SAME two SQL statements a real `GET /api/products` runs:
 *
 *   1. the session lookup (auth-user-repository.ts, findAuthUserBySession), with the user and session ids
 *      decoded from the same bearer token;
 *   2. the product list (catalog-service.ts `list`, sort "newest", category filter, 24 items + 1 for the
 *      cursor), whose text run.ts checks is byte-identical to what the service sends;
 *
 * then `JSON.stringify`s the same body shape ({ items: ProductSummary[], nextCursor }).
 *
 * What it deliberately leaves out (the overhead the Tokri/baseline ratio measures):
 *   - the framework: Hono routing, the secure-headers and compress middleware, the error handler;
 *   - validation: no zod parsing of the query string (a missing category is simply a 400);
 *   - JWT verification: the token's payload is base64-decoded, its HS256 signature, issuer, audience and
 *     expiry are NOT checked (jose's jwtVerify in Tokri);
 *   - localisation (English only, so `localised()` would return the English fields anyway) and the AuthUser
 *     mapping of the session row;
 *   - Tokri's pool extras: the per-connection `set pg_trgm.word_similarity_threshold` and the DATE parser
 *     (neither affects these two queries).
 * Never expose this: it trusts any token's claims.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** auth-user-repository.ts SELECT_AUTH_USER, copied verbatim. */
const SELECT_AUTH_USER = `
  select u.id, u.email, u.phone, p.full_name, p.preferred_language,
         coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles
    from users u
    left join profiles p on p.user_id = u.id`;

/** auth-user-repository.ts findAuthUserBySession, copied verbatim. Params: [userId, sessionId]. */
export const SESSION_SQL = `${SELECT_AUTH_USER}
      join sessions s on s.user_id = u.id
     where u.id = $1 and s.id = $2 and s.revoked_at is null and s.expires_at > now() and u.blocked_at is null`;

/** product-rows.ts PRODUCT_SUMMARY_COLUMNS, copied verbatim. */
const PRODUCT_SUMMARY_COLUMNS = `
  p.id, p.slug, p.name, p.type, p.unit, p.price_paise, p.discount_percentage, p.final_price_paise,
  p.stock_quantity, p.image_url, p.image_srcset, p.image_avif_srcset, p.is_active, p.created_at, p.translations,
  coalesce((select true from product_variants v where v.product_id = p.id and v.is_active limit 1), false) as has_variants,
  c.id as category_id, c.slug as category_slug, c.name as category_name,
  c.description as category_description, c.translations as category_translations`;

const NO_POPULARITY_JOIN = '';

/**
 * catalog-service.ts `list` as it renders for `?category=<slug>&limit=24` (sort newest, no cursor, no other
 * filter). Params: [category, 25].
 */
export const LIST_SQL = `select ${PRODUCT_SUMMARY_COLUMNS}, (p.created_at)::text as sort_key
           from products p join categories c on c.id = p.category_id ${NO_POPULARITY_JOIN}
          where p.is_active and p.category_id = (select id from categories where slug = $1)
          order by p.created_at desc, p.id desc
          limit $2`;

export const PAGE_SIZE = 24;

interface ListRow {
  id: string;
  slug: string;
  name: string;
  type: string;
  unit: string;
  price_paise: number;
  discount_percentage: number;
  final_price_paise: number;
  stock_quantity: number;
  image_url: string | null;
  image_srcset: string | null;
  image_avif_srcset: string | null;
  is_active: boolean;
  created_at: Date;
  has_variants: boolean;
  category_id: string;
  category_slug: string;
  category_name: string;
  category_description: string;
  sort_key: string;
}

/** The token's claims without any verification (see the header comment). */
function claimsOf(authorization: string | undefined): { userId: string; sessionId: string } | null {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      sid?: unknown;
    };
    return typeof claims.sub === 'string' && typeof claims.sid === 'string'
      ? { userId: claims.sub, sessionId: claims.sid }
      : null;
  } catch {
    return null;
  }
}

function toItem(row: ListRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    unit: row.unit,
    pricePaise: row.price_paise,
    discountPercentage: row.discount_percentage,
    finalPricePaise: row.final_price_paise,
    stockQuantity: row.stock_quantity,
    imageUrl: row.image_url,
    imageSrcSet: row.image_srcset,
    imageAvifSrcSet: row.image_avif_srcset,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
    hasVariants: row.has_variants,
    category: {
      id: row.category_id,
      slug: row.category_slug,
      name: row.category_name,
      description: row.category_description,
    },
  };
}

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

export interface BareBaseline {
  url: string;
  close(): Promise<void>;
}

export async function startBareBaseline(databaseUrl: string, poolSize = 20): Promise<BareBaseline> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', (error) => console.error('[baseline] idle client error', error.message));
  await pool.query('select 1');

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://baseline');
    if (req.method !== 'GET' || url.pathname !== '/products') return send(res, 404, '{"error":"not found"}');
    const category = url.searchParams.get('category');
    if (!category) return send(res, 400, '{"error":"category required"}');
    const claims = claimsOf(req.headers.authorization);
    if (!claims) return send(res, 401, '{"error":"unauthorized"}');
    const session = await pool.query(SESSION_SQL, [claims.userId, claims.sessionId]);
    if (session.rows.length === 0) return send(res, 401, '{"error":"session expired"}');
    const { rows } = await pool.query<ListRow>(LIST_SQL, [category, PAGE_SIZE + 1]);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor =
      rows.length > PAGE_SIZE && last
        ? Buffer.from(JSON.stringify([last.sort_key, last.id])).toString('base64url')
        : null;
    send(res, 200, JSON.stringify({ items: page.map(toItem), nextCursor }));
  }

  const inFlight = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    const work = handle(req, res)
      .catch((error: Error) => {
        console.error('[baseline]', error.message);
        if (!res.headersSent) send(res, 500, '{"error":"internal"}');
        else res.destroy();
      })
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(inFlight); // requests whose client already left still finish their queries
      await pool.end();
    },
  };
}
