-- What a refund is for within its cause (issue 15, ADR 0044/0045): the order line for a removal or a
-- substitution owed while the order is on its way, 'handover' for the rest owed at the door. Without it the
-- round could not tell the handover's `lines_removed` refund from a line's, and skipped the handover's.
alter table refunds add column reference text not null default '' check (length(reference) <= 80);
