-- Stores with a radius or a drawn polygon as their delivery area, opening hours and a phone (issue 13 item 6,
-- ADR 0036); coupons get updated_at for the coupons admin (item 8).

alter table seller_locations
  add column area_kind text not null default 'radius' check (area_kind in ('radius', 'polygon')),
  -- [[lat, lng], ...], 3 to 100 vertices, not closed (the last edge runs back to the first point). That it is a
  -- simple polygon is checked in packages/core/src/service-areas.ts before it is written.
  add column area_polygon jsonb check (
    area_polygon is null
    or (jsonb_typeof(area_polygon) = 'array' and jsonb_array_length(area_polygon) between 3 and 100)),
  -- {"mon": {"open": "07:00", "close": "23:00"} | null, ... "sun": ...}, IST; null = closed that day.
  add column opening_hours jsonb not null default
    '{"mon":{"open":"07:00","close":"23:00"},"tue":{"open":"07:00","close":"23:00"},"wed":{"open":"07:00","close":"23:00"},"thu":{"open":"07:00","close":"23:00"},"fri":{"open":"07:00","close":"23:00"},"sat":{"open":"07:00","close":"23:00"},"sun":{"open":"07:00","close":"23:00"}}'::jsonb
    check (jsonb_typeof(opening_hours) = 'object'),
  add column phone text not null default '' check (length(phone) <= 20),
  add column updated_at timestamptz not null default now(),
  add constraint seller_locations_polygon_when_drawn check (area_kind <> 'polygon' or area_polygon is not null);

alter table coupons add column updated_at timestamptz not null default now();

-- The coupons admin lists usage per coupon from the orders that used it.
create index orders_coupon_idx on orders (coupon_id) where coupon_id is not null;
