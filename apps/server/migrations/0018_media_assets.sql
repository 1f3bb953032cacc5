-- Product and category photos (issue 13, ADR 0035). One row per upload: its upright original size and every
-- stored size (WebP and AVIF). The objects themselves live in the storage provider (local disk or S3) under
-- keys `p/<id>/<width>.<format>`, written once and never rewritten.
create table media_assets (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('product_image', 'category_image')),
  original_width integer not null check (original_width > 0),
  original_height integer not null check (original_height > 0),
  -- [{width, height, format, key, url, bytes}], smallest first.
  variants jsonb not null check (jsonb_typeof(variants) = 'array'),
  -- The URL readers show (the 640 px WebP, or the largest below it): what products.images and image_url hold.
  main_url text not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index media_assets_main_url_idx on media_assets (main_url);

-- The main image's sizes, next to image_url so every list reads them without a join (null for the demo SVGs).
alter table products add column image_srcset text, add column image_avif_srcset text;
alter table categories add column image_srcset text;
