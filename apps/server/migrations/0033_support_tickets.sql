-- Support (issue 16 item 3, ADR 0049), owned by modules/support. A ticket is help with one of the customer's
-- orders ('order') or a bug report ('bug'); its conversation is support_messages, the customer's first message
-- included. Personal data: the customer's free text (subject, body), an optional photo, and a bug report's
-- device details (user agent, viewport); all of it belongs to the ticket's user and goes with their account.
create table support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('order', 'bug')),
  status text not null default 'open' check (status in ('open', 'answered', 'resolved')),
  -- Help with an order: why, the order, and for an item reason optionally the line.
  order_id uuid references orders (id) on delete set null,
  order_item_id uuid references order_items (id) on delete set null,
  reason text check (reason in ('missing_item', 'damaged_item', 'wrong_item', 'late_delivery', 'payment_problem')),
  -- A bug report: its title, priority, and what the app said about itself when it was sent.
  title text check (length(title) between 1 and 120),
  priority text check (priority in ('low', 'medium', 'high')),
  app_version text check (length(app_version) <= 40),
  user_agent text check (length(user_agent) <= 400),
  viewport text check (length(viewport) <= 20),
  language text check (language in ('en', 'hi', 'te')),
  -- Resolving: by whom, when, and the goodwill refund issued with it (the refunds row is the payments module's).
  resolved_by uuid references users (id) on delete set null,
  resolved_at timestamptz,
  refund_id uuid references refunds (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint support_tickets_order_kind check (
    (kind = 'order' and reason is not null and title is null and priority is null)
    or (kind = 'bug' and reason is null and order_id is null and order_item_id is null
        and title is not null and priority is not null)),
  constraint support_tickets_resolved check ((status = 'resolved') = (resolved_at is not null))
);
create index support_tickets_user_idx on support_tickets (user_id, created_at desc);
-- The admin queue: open first, oldest first.
create index support_tickets_queue_idx on support_tickets (status, created_at);

create table support_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references support_tickets (id) on delete cascade,
  author_id uuid references users (id) on delete set null,
  from_staff boolean not null default false,
  body text not null check (length(body) between 1 and 2000),
  -- A photo the customer attached (the media module's row; its objects are private, served only through support).
  photo_asset_id uuid references media_assets (id) on delete set null,
  created_at timestamptz not null default now()
);
create index support_messages_ticket_idx on support_messages (ticket_id, created_at);
-- A photo belongs to one message only.
create unique index support_messages_photo_idx on support_messages (photo_asset_id) where photo_asset_id is not null;

-- The customer's photos are media assets of their own kind, kept out of the public /media route.
alter table media_assets drop constraint media_assets_kind_check;
alter table media_assets add constraint media_assets_kind_check
  check (kind in ('product_image', 'category_image', 'support_photo'));

-- Resolving an order ticket may give money back as goodwill, through the refunds work (ADR 0044).
alter table refunds drop constraint refunds_cause_check;
alter table refunds add constraint refunds_cause_check check (cause in (
  'order_cancelled', 'captured_after_expiry', 'lines_removed', 'substitute_cheaper', 'substitute_rejected',
  'late_delivery', 'admin', 'support_goodwill'));
