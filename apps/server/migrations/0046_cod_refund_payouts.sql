-- Cash-on-delivery refunds through payouts (issue 32 item 5, ADR 0079).

-- A COD order took cash, so its refund cannot go back "to the original payment": it goes into the customer's
-- Tokri wallet, or out as a payout (RazorpayX) to the UPI id or bank account the customer gave support. A payout
-- refund has no gateway payment, like a wallet refund.
alter table refunds drop constraint refunds_destination_check;
alter table refunds add constraint refunds_destination_check check (destination in ('gateway', 'wallet', 'payout'));
alter table refunds drop constraint refunds_gateway_has_payment;
alter table refunds add constraint refunds_gateway_has_payment check (destination <> 'gateway' or payment_id is not null);

-- Where a payout refund goes: the details the customer gave, kept for sending (and sending again after a retry)
-- and shown only masked. One row per refund; the refund is never sent anywhere else.
create table refund_payout_accounts (
  refund_id uuid primary key references refunds (id) on delete cascade,
  account_type text not null check (account_type in ('vpa', 'bank_account')),
  holder_name text not null check (length(holder_name) between 3 and 120),
  vpa text check (vpa is null or length(vpa) <= 320),
  ifsc text check (ifsc is null or ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  account_number text check (account_number is null or account_number ~ '^[0-9]{9,18}$'),
  -- What screens and logs show: "ra•••@okaxis" or "HDFC0000053 ••••6789".
  masked text not null,
  check ((account_type = 'vpa' and vpa is not null and ifsc is null and account_number is null)
      or (account_type = 'bank_account' and vpa is null and ifsc is not null and account_number is not null))
);

-- The embedded payouts sandbox's own books (it plays RazorpayX's part): one payout per idempotency key.
create table sandbox_payouts (
  id text primary key,
  idempotency_key text not null unique,
  amount_paise integer not null check (amount_paise > 0),
  account_type text not null,
  masked text not null,
  reference_id text,
  status text not null check (status in ('processing', 'processed', 'reversed', 'failed')),
  created_at timestamptz not null default tokri_now()
);
