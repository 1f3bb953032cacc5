-- Issue 18 (ADR 0059): every server instance keeps a bounded cache of search suggestions. Any write to what a
-- suggestion shows (a product's name, price, stock or status, its packs, its category) wakes every instance on
-- this channel when the writing transaction commits, and each drops its cache. One NOTIFY per statement, with an
-- empty payload, so PostgreSQL folds all of a transaction's into one.
create function notify_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('tokri_catalogue', '');
  return null;
end $$;

create trigger products_catalogue_changed after insert or update or delete or truncate on products
  for each statement execute function notify_catalogue_changed();
create trigger product_variants_catalogue_changed after insert or update or delete or truncate on product_variants
  for each statement execute function notify_catalogue_changed();
create trigger categories_catalogue_changed after insert or update or delete or truncate on categories
  for each statement execute function notify_catalogue_changed();
