-- Foundation: accounts, sessions, roles, profiles, catalogue, and the cart/favourite neighbours the shell counts.
-- Money is integer paise everywhere. Constraints live here, not only in code.

create extension if not exists pg_trgm;

create table app_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text,
  phone text,
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_or_phone check (email is not null or phone is not null),
  constraint users_email_lower check (email is null or email = lower(email)),
  constraint users_phone_e164 check (phone is null or phone ~ '^\+91[6-9][0-9]{9}$')
);
create unique index users_email_key on users (email) where email is not null;
create unique index users_phone_key on users (phone) where phone is not null;

create table profiles (
  user_id uuid primary key references users (id) on delete cascade,
  full_name text check (full_name is null or length(full_name) <= 120),
  phone text check (phone is null or phone ~ '^\+91[6-9][0-9]{9}$'),
  date_of_birth date check (date_of_birth is null or date_of_birth > date '1900-01-01'),
  preferred_language text check (preferred_language in ('en', 'hi', 'te')),
  push_notifications boolean not null default true,
  email_marketing boolean not null default false,
  sms_updates boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_created_at_idx on profiles (created_at desc);

create table user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('admin')),
  created_at timestamptz not null default now(),
  constraint user_roles_user_role_key unique (user_id, role)
);

-- A session is one signed-in device; its refresh tokens rotate, and reuse of a rotated one revokes it.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  last_refreshed_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason in ('sign_out', 'refresh_reuse', 'password_changed', 'expired'))
);
create index sessions_user_idx on sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  rotated_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

create table password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_user_idx on password_reset_tokens (user_id);

-- Fixed-window counters for sign-in attempts, per account and per IP; shared by every server instance.
create table rate_limit_counters (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null check (hits >= 0)
);

-- The embedded mail/SMS provider: messages are written here (and shown on the development outbox page).
create table outbox_messages (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body_text text not null,
  template text not null,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  provider text not null
);
create index outbox_messages_created_idx on outbox_messages (created_at desc);

create table categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 1 and 80),
  description text not null default '',
  translations jsonb not null default '{}'::jsonb,
  image_url text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table products (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references categories (id),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 1 and 120),
  type text not null default '',
  -- The default pack: its price (MRP before discount), unit, discount and stock.
  price_paise integer not null check (price_paise >= 0),
  unit text not null check (length(unit) between 1 and 40),
  discount_percentage integer not null default 0 check (discount_percentage between 0 and 100),
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  image_url text,
  images jsonb not null default '[]'::jsonb check (jsonb_typeof(images) = 'array'),
  description text not null default '',
  benefits jsonb not null default '[]'::jsonb check (jsonb_typeof(benefits) = 'array'),
  ingredients jsonb not null default '[]'::jsonb check (jsonb_typeof(ingredients) = 'array'),
  nutritional_info jsonb not null default '{}'::jsonb check (jsonb_typeof(nutritional_info) = 'object'),
  -- Hindi and Telugu texts: {"hi": {"name", "description", "benefits", "ingredients"}, "te": {...}}.
  translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object'),
  search_terms text[] not null default '{}',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_category_idx on products (category_id);
create index products_created_idx on products (created_at desc, id desc);

-- Further pack sizes of a product. A null discount means the product's discount applies (spec §5).
create table product_variants (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references products (id) on delete cascade,
  name text not null check (length(name) between 1 and 40),
  unit text not null check (length(unit) between 1 and 40),
  price_paise integer not null check (price_paise >= 0),
  discount_percentage integer check (discount_percentage between 0 and 100),
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint product_variants_name_key unique (product_id, name)
);

create table favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint favorites_user_product_key unique (user_id, product_id)
);

create table cart_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  variant_id uuid references product_variants (id) on delete cascade,
  quantity integer not null check (quantity > 0 and quantity <= 100),
  unit_price_paise integer not null check (unit_price_paise >= 0),
  total_price_paise integer not null check (total_price_paise >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cart_items_line_key unique nulls not distinct (user_id, product_id, variant_id)
);

create table delivery_agents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references users (id) on delete set null,
  full_name text not null,
  phone text check (phone is null or phone ~ '^\+91[6-9][0-9]{9}$'),
  vehicle_number text,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
