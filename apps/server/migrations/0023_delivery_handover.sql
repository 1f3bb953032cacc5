-- The handover at the door (issue 14, ADR 0039). 0022 added the columns; this gives every order its code and
-- records what a prepaid order is owed back when lines were missing or refused.

-- Every order has a 4-digit delivery code from the moment it exists. Checkout and the subscription run write
-- one from crypto.randomInt (order-creation.ts); the default covers any other writer (fixtures, seeds) with
-- PostgreSQL's strong random source (gen_random_uuid), never random().
alter table orders alter column delivery_otp set default
  lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint & 4294967295) % 10000)::text,
       4, '0');

-- Orders still on their way when this runs get their code now (each row its own).
update orders
   set delivery_otp = lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint
                             & 4294967295) % 10000)::text, 4, '0')
 where delivery_otp is null and status not in ('delivered', 'cancelled');

-- A prepaid order delivered with lines missing or refused is owed their value back. Written once, at the
-- handover; the refunds work (issue 15) pays it to the wallet or the original method and records that it did.
alter table orders
  add column refund_due_paise integer not null default 0 check (refund_due_paise >= 0);
create index orders_refund_due_idx on orders (delivered_at) where refund_due_paise > 0;

-- The day's cash per rider (the admin's reconciliation) reads delivered cash orders by rider and time.
create index orders_cod_collected_idx on orders (cod_collected_at, rider_id) where cod_collected_paise is not null;
