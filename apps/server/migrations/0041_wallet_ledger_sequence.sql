-- Issue 31 part 4 item 3 (ADR 0071): the wallet history follows the order the ledger was written in, not the
-- time. `created_at` is the start of the writing transaction, and under concurrent credits a transaction that
-- started first may take the wallet row last: listed by time, "balance after" jumped. `seq` is assigned while the
-- wallet row is locked (the insert reads its rows from the locking select), so per customer it runs in the order
-- the balance moved. Rows written before keep the order they were listed in (time, then id).
alter table wallet_ledger add column seq bigint;
update wallet_ledger l set seq = o.n
  from (select id, row_number() over (order by created_at, id) as n from wallet_ledger) o
 where o.id = l.id;
alter table wallet_ledger alter column seq set not null;
alter table wallet_ledger alter column seq add generated always as identity;
select setval(pg_get_serial_sequence('wallet_ledger', 'seq'), coalesce(max(seq), 0) + 1, false) from wallet_ledger;

drop index wallet_ledger_user_idx;
create unique index wallet_ledger_user_seq_idx on wallet_ledger (user_id, seq desc);
