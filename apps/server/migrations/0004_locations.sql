-- Where to deliver: saved addresses, seller locations (dark stores) with a service radius, the store serving each order.

create table addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  label text not null default 'home' check (label in ('home', 'work', 'other')),
  contact_name text not null check (length(contact_name) between 1 and 120),
  contact_phone text not null check (contact_phone ~ '^\+91[6-9][0-9]{9}$'),
  house text not null check (length(house) between 1 and 120),
  street text not null default '' check (length(street) <= 200),
  landmark text not null default '' check (length(landmark) <= 120),
  area text not null default '' check (length(area) <= 120),
  city text not null check (length(city) between 1 and 80),
  state text not null check (length(state) between 1 and 80),
  pincode text not null check (pincode ~ '^[1-9][0-9]{5}$'),
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint addresses_point_complete check ((lat is null) = (lng is null))
);
create index addresses_user_idx on addresses (user_id, created_at desc);
create unique index addresses_one_default on addresses (user_id) where is_default;

create table seller_locations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  address text not null default '',
  city text not null default '',
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  service_radius_km numeric(5, 2) not null check (service_radius_km > 0 and service_radius_km <= 50),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

alter table orders
  add column seller_location_id uuid references seller_locations (id),
  add column delivery_distance_km numeric(6, 2);

-- The dark stores every database starts with (an admin can change them).
insert into seller_locations (name, address, city, lat, lng, service_radius_km) values
  ('Tokri Indiranagar', '100 Feet Road, Indiranagar', 'Bengaluru', 12.9719, 77.6412, 8),
  ('Tokri Jayanagar', '11th Main, 4th Block, Jayanagar', 'Bengaluru', 12.9250, 77.5938, 7),
  ('Tokri Banjara Hills', 'Road No. 12, Banjara Hills', 'Hyderabad', 17.4156, 78.4347, 9),
  ('Tokri Old City', 'Near Charminar, Pathergatti', 'Hyderabad', 17.3616, 78.4747, 6),
  ('Tokri Connaught Place', 'Inner Circle, Connaught Place', 'New Delhi', 28.6315, 77.2167, 8),
  ('Tokri Vijayawada', 'MG Road, Labbipet', 'Vijayawada', 16.5062, 80.6480, 8);
