-- The rest of "refunds that happen" (issue 15, ADR 0044).

-- A refund goes back to where the money came from (the gateway) or, for wallet-paid orders and customers who
-- asked for it, into the Tokri wallet at once. A wallet refund of a wallet-paid order has no gateway payment.
alter table refunds
  add column destination text not null default 'gateway' check (destination in ('gateway', 'wallet'));
alter table refunds alter column payment_id drop not null;
alter table refunds add constraint refunds_gateway_has_payment check (destination = 'wallet' or payment_id is not null);

-- What makes a refund one refund, (order, cause, reference), kept apart from the key sent to the gateway: an
-- admin's retry of a failed refund sends a new key, and the refund must still be found as the same one.
alter table refunds add column refund_key text;
update refunds set refund_key = idempotency_key;
alter table refunds alter column refund_key set not null;
create unique index refunds_refund_key_idx on refunds (refund_key);
-- Pending refunds the gateway has not called back about are re-read after a while.
create index refunds_pending_idx on refunds (updated_at) where status = 'pending';

-- One wallet credit per refund row (an order may get several refunds: lines removed, late delivery, cancel),
-- instead of one refund per order; a wallet-paid order is still debited once.
alter table wallet_ledger add column refund_id uuid references refunds (id);
drop index wallet_ledger_order_once;
create unique index wallet_ledger_debit_once on wallet_ledger (order_id) where kind = 'debit';
create unique index wallet_ledger_refund_once on wallet_ledger (refund_id) where refund_id is not null;

-- "Send refunds to my Tokri wallet (instant)": off means refunds go back to the original method.
alter table wallets add column refunds_to_wallet boolean not null default false;
