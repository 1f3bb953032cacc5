-- One clock (ADR 0073): SQL asks tokri_now() for the time, never now(). It is the injected clock's time when the
-- server set it for the transaction (`tokri.now`, transaction-local: a test standing at 23:59:59 IST on 31
-- December, or a year ahead), and the transaction's own time otherwise (production, where the injected clock is
-- the system clock). Column defaults that stamped now() stamp tokri_now(), so an order's created_at, a refund's
-- processed_at and a delivery's date all come from the same clock as the rules that read them.
create or replace function tokri_now() returns timestamptz
  language sql stable parallel safe
  as $$ select coalesce(nullif(current_setting('tokri.now', true), '')::timestamptz, now()) $$;

do $$
declare
  c record;
begin
  for c in
    select table_name, column_name from information_schema.columns
     where table_schema = current_schema() and column_default = 'now()'
  loop
    execute format('alter table %I alter column %I set default tokri_now()', c.table_name, c.column_name);
  end loop;
end
$$;
