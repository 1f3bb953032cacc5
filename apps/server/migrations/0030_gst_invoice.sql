-- A correct GST tax invoice (issue 15 item 5, ADR 0047): HSN codes, the fulfilling store's GST registration,
-- gap-free invoice and credit-note series per store per financial year, and the issued documents themselves.

-- HSN per product (4, 6 or 8 digits), snapshotted on each order line with the rate. 40% is the 2025 de-merit slab.
alter table products add column hsn_code text check (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');
alter table order_items add column hsn_code text check (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');
alter table products drop constraint products_gst_rate_check;
alter table products add constraint products_gst_rate_check check (gst_rate in (0, 5, 12, 18, 28, 40));
alter table order_items drop constraint order_items_gst_rate_check;
alter table order_items add constraint order_items_gst_rate_check check (gst_rate in (0, 5, 12, 18, 28, 40));

-- The demo catalogue's rates since 22 September 2025 (the same table as db/seed/demo-gst.ts), for databases
-- seeded before this migration; a product an admin made keeps what it has.
update products p set hsn_code = v.hsn, gst_rate = v.rate
  from (values
  ('assam-ctc-tea', '0902', 5),
  ('green-tea', '0902', 5),
  ('filter-coffee-powder', '0901', 5),
  ('instant-coffee', '2101', 5),
  ('mango-drink', '22029920', 5),
  ('tender-coconut', '0801', 0),
  ('nimbu-pani', '22021020', 40),
  ('club-soda', '2201', 5),
  ('rose-sharbat', '2106', 5),
  ('chocolate-malt-drink', '1901', 5),
  ('packaged-drinking-water', '2201', 5),
  ('aloo-bhujia', '2106', 5),
  ('kerala-banana-chips', '2008', 5),
  ('rice-murukku', '2106', 5),
  ('south-indian-mixture', '2106', 5),
  ('moong-dal-namkeen', '2106', 5),
  ('masala-peanuts', '2008', 5),
  ('makhana', '2008', 5),
  ('glucose-biscuits', '1905', 5),
  ('marie-biscuits', '1905', 5),
  ('milk-rusk', '1905', 5),
  ('nankhatai', '1905', 5),
  ('butter-cookies', '1905', 5),
  ('peanut-chikki', '1704', 5),
  ('methi-khakhra', '1905', 0),
  ('salted-potato-chips', '2005', 5),
  ('roasted-chana', '2106', 5),
  ('cashew-nuts', '0801', 5),
  ('california-almonds', '0802', 5),
  ('milk-chocolate', '1806', 5),
  ('toned-milk', '0401', 0),
  ('full-cream-milk', '0401', 0),
  ('buffalo-milk', '0401', 0),
  ('cow-milk', '0401', 0),
  ('fresh-curd', '0403', 5),
  ('fresh-paneer', '0406', 0),
  ('cow-ghee', '0405', 5),
  ('salted-butter', '0405', 5),
  ('white-butter', '0405', 5),
  ('masala-chaas', '0403', 5),
  ('sweet-lassi', '0403', 5),
  ('cheese-slices', '0406', 5),
  ('mozzarella-cheese', '0406', 5),
  ('khoa', '0402', 5),
  ('fresh-cream', '0401', 0),
  ('white-eggs', '0407', 0),
  ('country-eggs', '0407', 0),
  ('badam-milk', '22029930', 5),
  ('condensed-milk', '0402', 5),
  ('kesar-shrikhand', '0403', 5),
  ('greek-yogurt', '0403', 5),
  ('skimmed-milk-powder', '0402', 5),
  ('tomato', '0702', 0),
  ('onion', '0703', 0),
  ('potato', '0701', 0),
  ('okra', '0709', 0),
  ('brinjal', '0709', 0),
  ('spinach', '0709', 0),
  ('coriander-leaves', '0709', 0),
  ('green-chilli', '0709', 0),
  ('ginger', '0910', 0),
  ('garlic', '0703', 0),
  ('cauliflower', '0704', 0),
  ('cabbage', '0704', 0),
  ('carrot', '0706', 0),
  ('bottle-gourd', '0709', 0),
  ('bitter-gourd', '0709', 0),
  ('drumstick', '0709', 0),
  ('curry-leaves', '0709', 0),
  ('methi-leaves', '0709', 0),
  ('ridge-gourd', '0709', 0),
  ('french-beans', '0708', 0),
  ('cucumber', '0707', 0),
  ('capsicum', '0709', 0),
  ('green-peas', '0708', 0),
  ('lemon', '0805', 0),
  ('banana-robusta', '0803', 0),
  ('alphonso-mango', '0804', 0),
  ('shimla-apple', '0808', 0),
  ('papaya', '0807', 0),
  ('pomegranate', '0810', 0),
  ('guava', '0804', 0),
  ('green-grapes', '0806', 0),
  ('watermelon', '0807', 0),
  ('coconut', '0801', 0),
  ('pineapple', '0804', 0),
  ('nagpur-orange', '0805', 0),
  ('sona-masoori-rice', '1006', 5),
  ('basmati-rice', '1006', 5),
  ('idli-rice', '1006', 5),
  ('brown-rice', '1006', 5),
  ('whole-wheat-atta', '1101', 5),
  ('maida', '1101', 5),
  ('sooji-rava', '1103', 5),
  ('besan', '1106', 5),
  ('toor-dal', '0713', 5),
  ('moong-dal', '0713', 5),
  ('chana-dal', '0713', 5),
  ('urad-dal', '0713', 5),
  ('masoor-dal', '0713', 5),
  ('poha-thick', '1904', 5),
  ('ragi-flour', '1102', 5),
  ('jowar-flour', '1102', 5),
  ('bajra-flour', '1102', 5),
  ('rolled-oats', '1104', 5),
  ('roasted-vermicelli', '1902', 5),
  ('rajma', '0713', 5),
  ('kabuli-chana', '0713', 5),
  ('kala-chana', '0713', 5),
  ('whole-green-moong', '0713', 5),
  ('idli-rava', '1103', 5),
  ('broken-wheat-dalia', '1103', 5),
  ('foxtail-millet', '1008', 5),
  ('sabudana', '1903', 5),
  ('corn-flakes', '1904', 5),
  ('chicken-curry-cut', '0207', 0),
  ('chicken-breast-boneless', '0207', 0),
  ('chicken-drumsticks', '0207', 0),
  ('chicken-keema', '0207', 0),
  ('chicken-wings', '0207', 0),
  ('chicken-liver', '0207', 0),
  ('chicken-sausages', '1601', 5),
  ('chicken-seekh-kebab', '1602', 5),
  ('mutton-curry-cut', '0204', 0),
  ('mutton-keema', '0204', 0),
  ('mutton-boneless', '0204', 0),
  ('country-chicken', '0207', 0),
  ('rohu-fish', '0302', 0),
  ('katla-fish', '0302', 0),
  ('white-pomfret', '0302', 0),
  ('seer-fish-steaks', '0302', 0),
  ('murrel-fish', '0302', 0),
  ('indian-mackerel', '0302', 0),
  ('prawns-medium', '0306', 0),
  ('tiger-prawns', '0306', 0),
  ('basa-fish-fillet', '0304', 5),
  ('mud-crab', '0306', 0)
  ) as v (slug, hsn, rate)
 where p.slug = v.slug;

-- The fulfilling store is the supplier on the invoice: its legal name, GSTIN (state code prefix = its state),
-- PIN code, and the short code that starts its document numbers (BLR1/2627/000123 fits the 16-character limit).
alter table seller_locations
  add column legal_name text not null default '' check (length(legal_name) <= 160),
  add column gstin text check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  add column state_code text check (state_code ~ '^[0-9]{2}$'),
  add column pincode text not null default '' check (pincode = '' or pincode ~ '^[1-9][0-9]{5}$'),
  add column invoice_code text unique check (invoice_code ~ '^[A-Z0-9]{2,4}$'),
  add constraint seller_locations_gstin_state check (gstin is null or state_code = substr(gstin, 1, 2));

-- Demo stores: one fictitious company (PAN AAKCT7301M), one registration per state, valid check characters.
update seller_locations s set legal_name = 'Tokri Retail Private Limited', gstin = v.gstin, state_code = v.state,
       pincode = v.pincode, invoice_code = v.code
  from (values
    ('Tokri Indiranagar', '29AAKCT7301M1ZU', '29', '560038', 'BLR1'),
    ('Tokri Jayanagar', '29AAKCT7301M1ZU', '29', '560011', 'BLR2'),
    ('Tokri Banjara Hills', '36AAKCT7301M1ZZ', '36', '500034', 'HYD1'),
    ('Tokri Old City', '36AAKCT7301M1ZZ', '36', '500002', 'HYD2'),
    ('Tokri Connaught Place', '07AAKCT7301M1Z0', '07', '110001', 'DEL1'),
    ('Tokri Vijayawada', '37AAKCT7301M1ZX', '37', '520010', 'VJA1')
  ) as v (name, gstin, state, pincode, code)
 where s.name = v.name
   and not exists (select 1 from seller_locations other where other.invoice_code = v.code);

-- The last number used in each series; the issuing transaction locks its row (update … returning), so two
-- concurrent issues wait for each other and a rolled-back issue takes its number back: no gap, no duplicate.
create table gst_document_counters (
  seller_location_id uuid not null references seller_locations (id),
  financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  kind text not null check (kind in ('invoice', 'credit_note')),
  last_serial integer not null default 0 check (last_serial >= 0),
  primary key (seller_location_id, financial_year, kind)
);

-- One tax invoice per order, as issued (the document is a snapshot: later edits to the store or the catalogue
-- never change an issued invoice).
create table tax_invoices (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references orders (id) on delete cascade,
  seller_location_id uuid not null references seller_locations (id),
  financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  serial integer not null check (serial > 0),
  number text not null unique check (length(number) <= 16 and number ~ '^[A-Z0-9/-]+$'),
  issued_at timestamptz not null,
  document jsonb not null check (jsonb_typeof(document) = 'object'),
  unique (seller_location_id, financial_year, serial)
);

-- One credit note per processed refund of an invoiced order, in the store's own credit-note series.
create table credit_notes (
  id uuid primary key default gen_random_uuid(),
  refund_id uuid not null unique references refunds (id) on delete cascade,
  invoice_id uuid not null references tax_invoices (id) on delete cascade,
  seller_location_id uuid not null references seller_locations (id),
  financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  serial integer not null check (serial > 0),
  number text not null unique check (length(number) <= 16 and number ~ '^[A-Z0-9/-]+$'),
  amount_paise integer not null check (amount_paise >= 0),
  issued_at timestamptz not null,
  document jsonb not null check (jsonb_typeof(document) = 'object'),
  unique (seller_location_id, financial_year, serial)
);
create index credit_notes_invoice_idx on credit_notes (invoice_id, serial);
