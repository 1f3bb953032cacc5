-- Every admin change (product, price, stock, coupon, role, order status, ...) with who made it and the row
-- before and after (issue 13). Append-only: nothing updates or deletes these rows.
create table admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_user_id uuid references users (id) on delete set null,
  entity text not null check (entity ~ '^[a-z_]{1,40}$'),
  entity_id text,
  action text not null check (action ~ '^[a-z_]{1,40}$'),
  before jsonb,
  after jsonb,
  note text,
  created_at timestamptz not null default now()
);
create index admin_audit_log_created_idx on admin_audit_log (created_at desc, id desc);
create index admin_audit_log_entity_idx on admin_audit_log (entity, entity_id, created_at desc);
