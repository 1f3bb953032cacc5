/**
 * Customers for load tests, made in bulk SQL (no argon2 sign-ups): users, profiles (languages rotating
 * en/hi/te, as notifications are rendered in each recipient's language) and live sessions, with access tokens
 * minted by the server's own signer for the same AUTH_SECRET, exactly as sign-in would mint them.
 */
import type { Queryable } from '../../apps/server/src/db/database.js';
import { createAccessTokenSigner } from '../../apps/server/src/modules/auth/tokens.js';

export interface BenchUser {
  index: number;
  userId: string;
  sessionId: string;
  token: string;
}

const CREATE_USERS = `
  with new_users as (
    insert into users (email, password_hash)
    select format('%s-%s@bench.tokri.in', $1::text, g), 'bench-account-without-password'
      from generate_series(0, $2::int - 1) g
    returning id, email
  ), numbered as (
    select id, (regexp_match(email, '-([0-9]+)@'))[1]::int as n from new_users
  ), new_profiles as (
    insert into profiles (user_id, full_name, preferred_language)
    select id, 'Bench Customer ' || n, (array['en', 'hi', 'te'])[1 + n % 3] from numbered
  ), new_sessions as (
    insert into sessions (user_id, user_agent, ip, expires_at)
    select id, 'tokri-bench', '127.0.0.1', now() + interval '1 day' from numbered
    returning id, user_id
  )
  select numbered.n, numbered.id as user_id, new_sessions.id as session_id
    from numbered join new_sessions on new_sessions.user_id = numbered.id
   order by numbered.n`;

export async function createBenchUsers(
  db: Queryable,
  options: { prefix: string; count: number; authSecret: string; tokenTtlSeconds: number },
): Promise<BenchUser[]> {
  if (!/^[a-z0-9]+$/.test(options.prefix)) throw new Error('user prefix: lowercase letters and digits');
  const { rows } = await db.query<{ n: number; user_id: string; session_id: string }>(CREATE_USERS, [
    options.prefix,
    options.count,
  ]);
  if (rows.length !== options.count) throw new Error(`created ${rows.length} of ${options.count} users`);
  const signer = createAccessTokenSigner(options.authSecret, options.tokenTtlSeconds);
  const users: BenchUser[] = [];
  for (const row of rows) {
    const { token } = await signer.sign({ userId: row.user_id, sessionId: row.session_id });
    users.push({ index: row.n, userId: row.user_id, sessionId: row.session_id, token });
  }
  return users;
}

export interface CartLineSpec {
  userId: string;
  productId: string;
  quantity: number;
}

const BATCH = 5000;

/**
 * Empties these customers' carts and puts the given lines in (priced from the catalogue; checkout re-prices
 * anyway). One statement per 5,000 lines.
 */
export async function refillCarts(db: Queryable, lines: CartLineSpec[]): Promise<void> {
  for (let i = 0; i < lines.length; i += BATCH) {
    const batch = lines.slice(i, i + BATCH);
    const users = JSON.stringify([...new Set(batch.map((line) => line.userId))]);
    await db.query(
      'delete from cart_items where user_id in (select value::uuid from jsonb_array_elements_text($1::jsonb))',
      [users],
    );
    await db.query(
      `insert into cart_items (user_id, product_id, quantity, unit_price_paise, total_price_paise)
       select r.user_id, p.id, r.quantity, p.final_price_paise, p.final_price_paise * r.quantity
         from jsonb_to_recordset($1::jsonb) as r(user_id uuid, product_id uuid, quantity integer)
         join products p on p.id = r.product_id`,
      [
        JSON.stringify(
          batch.map((line) => ({
            user_id: line.userId,
            product_id: line.productId,
            quantity: line.quantity,
          })),
        ),
      ],
    );
  }
}
