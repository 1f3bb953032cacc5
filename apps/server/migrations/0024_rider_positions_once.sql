-- Live location (issue 14): a rider's phone retries an upload it never heard back from, so the same fix can
-- arrive twice. One fix per rider per moment: the upload inserts with `on conflict do nothing`, and a retried
-- batch leaves the track as it was. The unique index replaces 0022's plain one on the same columns.
drop index rider_positions_rider_time_idx;
create unique index rider_positions_rider_time_key on rider_positions (rider_id, recorded_at);
