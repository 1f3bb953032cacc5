import type { Queryable } from '../../db/database.js';
import { eraseDeviceRegistrations } from '../../functions/device-registration-erasure.js';
import { eraseOutboxMessagesTo } from '../../providers/mail/outbox-erasure.js';
import { eraseAddresses } from '../addresses/address-erasure.js';
import { eraseAuditSnapshotsOf } from '../admin/admin-audit.js';
import { eraseAccountCredentials } from '../auth/account-erasure.js';
import { eraseSignUpRequestsTo } from '../auth/sign-up-request-erasure.js';
import { eraseCart } from '../cart/cart-erasure.js';
import { eraseIdempotencyKeys } from '../checkout/idempotency-erasure.js';
import { eraseFavorites } from '../favorites/favorites-erasure.js';
import { anonymiseInvoiceBuyers } from '../invoices/invoice-anonymisation.js';
import { eraseSupportPhotos } from '../media/support-photo-erasure.js';
import { eraseNotifications } from '../notifications/notification-erasure.js';
import { anonymiseOrders } from '../orders/order-anonymisation.js';
import { erasePaymentMethods } from '../payment-methods/payment-method-erasure.js';
import { erasePayoutAccounts } from '../payments/payout-account-erasure.js';
import { eraseWebhookEventsNaming } from '../payments/webhook-event-erasure.js';
import { eraseProfile } from '../profile/profile-erasure.js';
import { erasePushSubscriptions } from '../push/push-erasure.js';
import { eraseRatings } from '../ratings/rating-erasure.js';
import { eraseRealtimeEvents } from '../realtime/realtime-erasure.js';
import { eraseRecentlyViewed } from '../recently-viewed/recently-viewed-erasure.js';
import { eraseReferrals } from '../referrals/referral-erasure.js';
import { eraseSubscriptions } from '../subscriptions/subscription-erasure.js';
import { eraseSubstitutionPreferences } from '../substitutions/substitution-erasure.js';
import { eraseSupportTickets } from '../support/support-erasure.js';
import { eraseWalletNotes } from '../wallet/wallet-erasure.js';

/** Whose data is erased: read before anything is erased, since some rows are found by the email or phone. */
export interface ErasureSubject {
  userId: string;
  /** The email and phone the account signed in with (whichever exist). */
  identifiers: string[];
}

export type Eraser = (tx: Queryable, subject: ErasureSubject) => Promise<void>;

/** What happens to a table's rows of an erased account. */
export type Erasure =
  /** This function erases or anonymises them (it lives in the table's owning module, ADR 0025). */
  | { run: Eraser }
  /** Another entry's function handles this table too (named, so the registry still says where). */
  | { by: string }
  /** Kept as they are, with why: no personal data left once the linked rows are erased, or a legal record. */
  | { kept: string };

export interface PersonalDataTable {
  table: string;
  /**
   * The user's rows for "download my data" ($1 is the user id), or null with `notExported` saying why (secrets,
   * or machinery with nothing the person would recognise).
   */
  exportSql: string | null;
  notExported?: string;
  erasure: Erasure;
}

const ofOwnOrders = 'order_id in (select id from orders where user_id = $1)';

/**
 * Every table that holds a user's personal data (DPDP Act 2023, issue 16 point 7, ADR 0051): how the user's
 * rows are exported and how they are erased. `personal-data-coverage.test.ts` reads the live schema and fails on
 * any table with a personal-looking column that is neither here nor in its allowlist of non-personal tables.
 * Erasers run in this order, each once, in one transaction per account.
 */
export const PERSONAL_DATA_TABLES: readonly PersonalDataTable[] = [
  {
    table: 'users',
    exportSql: `select id, email, phone, created_at from users where id = $1`,
    erasure: { run: (tx, s) => eraseAccountCredentials(tx, s.userId) },
  },
  {
    table: 'profiles',
    exportSql: `select full_name, phone, date_of_birth, preferred_language,
                       push_notifications, email_marketing, sms_updates, created_at, updated_at
                  from profiles where user_id = $1`,
    erasure: { run: (tx, s) => eraseProfile(tx, s.userId) },
  },
  {
    table: 'user_roles',
    exportSql: 'select role, created_at from user_roles where user_id = $1',
    erasure: { kept: 'only staff have roles, and staff accounts cannot be deleted this way' },
  },
  {
    table: 'sessions',
    exportSql: `select created_at, last_refreshed_at, expires_at, revoked_at, revoked_reason, ip, user_agent
                  from sessions where user_id = $1 order by created_at`,
    erasure: { by: 'users' },
  },
  {
    table: 'refresh_tokens',
    exportSql: null,
    notExported: 'secrets (hashes of refresh tokens); the sessions they belong to are exported',
    erasure: { by: 'users' },
  },
  {
    table: 'password_reset_tokens',
    exportSql: null,
    notExported: 'secrets (hashes of reset links)',
    erasure: { by: 'users' },
  },
  {
    table: 'sign_up_requests',
    exportSql: null,
    notExported:
      'sign-ups waiting for their link: a password hash and the name typed, deleted once one is opened',
    erasure: { run: (tx, s) => eraseSignUpRequestsTo(tx, s.identifiers) },
  },
  {
    table: 'sign_in_throttles',
    exportSql: null,
    notExported: 'security counters of failed sign-ins, keyed by the identifier',
    erasure: { by: 'users' },
  },
  {
    table: 'rate_limit_counters',
    exportSql: null,
    notExported: 'security counters, keyed by the identifier or the user id',
    erasure: { by: 'users' },
  },
  {
    table: 'addresses',
    exportSql: `select label, contact_name, contact_phone, house, street, landmark, area, city, state, pincode,
                       lat, lng, is_default, created_at from addresses where user_id = $1 order by created_at`,
    erasure: { run: (tx, s) => eraseAddresses(tx, s.userId) },
  },
  {
    table: 'orders',
    exportSql: `select id, tracking_id, status, payment_status, payment_method, subtotal_paise, delivery_fee_paise,
                       discount_paise, total_paise, coupon_code, delivery_address, scheduled_for, created_at,
                       delivered_at, cancelled_at, cancel_reason, refund_due_paise
                  from orders where user_id = $1 order by created_at`,
    erasure: { run: (tx, s) => anonymiseOrders(tx, s.userId) },
  },
  {
    table: 'order_items',
    exportSql: `select order_id, product_name, unit, quantity, unit_price_paise, total_price_paise, gst_rate,
                       line_status, line_status_reason, substitution_choice
                  from order_items where ${ofOwnOrders} order by order_id, created_at`,
    erasure: { kept: 'tax records (GST): products, quantities and prices, nothing about the person' },
  },
  {
    table: 'order_status_history',
    exportSql: `select order_id, from_status, to_status, actor_role, note, created_at
                  from order_status_history where ${ofOwnOrders} order by created_at`,
    erasure: { by: 'orders' },
  },
  {
    table: 'payments',
    exportSql: `select order_id, wallet_topup_id, provider, gateway_payment_id, amount_paise, currency, status,
                       failure_reason, created_at
                  from payments
                 where ${ofOwnOrders} or wallet_topup_id in (select id from wallet_topups where user_id = $1)
                 order by created_at`,
    erasure: { kept: 'payment records (RBI and tax): amounts, statuses and gateway ids, no personal data' },
  },
  {
    table: 'refunds',
    exportSql: `select order_id, amount_paise, cause, status, destination, reference, created_at, processed_at
                  from refunds where ${ofOwnOrders} order by created_at`,
    erasure: { kept: 'payment records: amounts, causes and bank references, no personal data' },
  },
  {
    table: 'refund_payout_accounts',
    exportSql: `select a.refund_id, a.account_type, a.holder_name, a.masked from refund_payout_accounts a
                  join refunds r on r.id = a.refund_id where r.${ofOwnOrders}`,
    erasure: { run: (tx, s) => erasePayoutAccounts(tx, s.userId) },
  },
  {
    table: 'tax_invoices',
    exportSql: `select order_id, number, issued_at, document from tax_invoices where ${ofOwnOrders}`,
    erasure: { run: (tx, s) => anonymiseInvoiceBuyers(tx, s.userId) },
  },
  {
    table: 'credit_notes',
    exportSql: `select c.number, c.amount_paise, c.issued_at, c.document
                  from credit_notes c join tax_invoices i on i.id = c.invoice_id
                 where i.order_id in (select id from orders where user_id = $1)`,
    erasure: { kept: 'tax records; a credit note names no buyer (its invoice does, and is anonymised)' },
  },
  {
    table: 'coupon_redemptions',
    exportSql: `select c.code, r.order_id, r.discount_paise, r.created_at
                  from coupon_redemptions r join coupons c on c.id = r.coupon_id where r.user_id = $1`,
    erasure: { kept: 'which coupon discounted which order: amounts only, tied to the erased id' },
  },
  {
    table: 'idempotency_keys',
    exportSql: null,
    notExported: 'stored checkout answers, repeating the orders exported above',
    erasure: { run: (tx, s) => eraseIdempotencyKeys(tx, s.userId) },
  },
  {
    table: 'carts',
    exportSql: 'select updated_at from carts where user_id = $1',
    erasure: { run: (tx, s) => eraseCart(tx, s.userId) },
  },
  {
    table: 'cart_items',
    exportSql: `select p.name as product, ci.quantity, ci.unit_price_paise, ci.created_at
                  from cart_items ci join products p on p.id = ci.product_id where ci.user_id = $1`,
    erasure: { by: 'carts' },
  },
  {
    table: 'subscriptions',
    exportSql: `select s.id, p.name as product, s.subscription_type, s.quantity, s.delivery_days, s.start_date,
                       s.end_date, s.next_delivery_date, s.is_active, s.payment_method, s.delivery_address,
                       s.created_at, s.deleted_at
                  from subscriptions s join products p on p.id = s.product_id
                 where s.user_id = $1 order by s.created_at`,
    erasure: { run: (tx, s) => eraseSubscriptions(tx, s.userId) },
  },
  {
    table: 'subscription_audit',
    exportSql: `select subscription_id, action, details, created_at from subscription_audit
                 where subscription_id in (select id from subscriptions where user_id = $1)`,
    erasure: { by: 'subscriptions' },
  },
  {
    table: 'subscription_notices_sent',
    exportSql: null,
    notExported: 'marks that an evening notice was sent; the notices themselves are exported',
    erasure: { by: 'subscriptions' },
  },
  {
    table: 'wallets',
    exportSql: 'select balance_paise, refunds_to_wallet, updated_at from wallets where user_id = $1',
    erasure: { kept: 'money still owed to the person; support can pay a balance out' },
  },
  {
    table: 'wallet_ledger',
    exportSql: `select kind, amount_paise, balance_after_paise, order_id, note, created_at
                  from wallet_ledger where user_id = $1 order by seq`,
    erasure: { run: (tx, s) => eraseWalletNotes(tx, s.userId) },
  },
  {
    table: 'wallet_topups',
    exportSql: 'select amount_paise, status, created_at, paid_at from wallet_topups where user_id = $1',
    erasure: { kept: 'payment records: amounts and times only' },
  },
  {
    table: 'favorites',
    exportSql: `select p.name as product, f.created_at from favorites f join products p on p.id = f.product_id
                 where f.user_id = $1`,
    erasure: { run: (tx, s) => eraseFavorites(tx, s.userId) },
  },
  {
    table: 'recently_viewed',
    exportSql: `select p.name as product, r.viewed_at from recently_viewed r join products p on p.id = r.product_id
                 where r.user_id = $1`,
    erasure: { run: (tx, s) => eraseRecentlyViewed(tx, s.userId) },
  },
  {
    table: 'substitution_preferences',
    exportSql: `select p.name as product, s.choice, s.updated_at
                  from substitution_preferences s join products p on p.id = s.product_id where s.user_id = $1`,
    erasure: { run: (tx, s) => eraseSubstitutionPreferences(tx, s.userId) },
  },
  {
    table: 'payment_methods',
    // Masked: the card's network and last four digits, the UPI handle's first letter and bank; never a token.
    exportSql: `select kind, label, card_network, card_last4,
                       case when upi_id is null then null
                            else left(upi_id, 1) || '***@' || split_part(upi_id, '@', 2) end as upi_id,
                       is_default, created_at
                  from payment_methods where user_id = $1`,
    erasure: { run: (tx, s) => erasePaymentMethods(tx, s.userId) },
  },
  {
    table: 'notifications',
    exportSql: `select type, title, message, is_read, order_id, created_at from notifications
                 where user_id = $1 order by created_at`,
    erasure: { run: (tx, s) => eraseNotifications(tx, s.userId) },
  },
  {
    table: 'realtime_events',
    exportSql: null,
    notExported: 'live-update copies of the orders and notifications exported above, kept for a day',
    erasure: { run: (tx, s) => eraseRealtimeEvents(tx, s.userId) },
  },
  {
    table: 'push_subscriptions',
    // The endpoint's host only: the rest of the URL is a capability to push to the device.
    exportSql: `select split_part(split_part(endpoint, '://', 2), '/', 1) as endpoint_host, user_agent,
                       created_at, last_success_at, retired_at
                  from push_subscriptions where user_id = $1`,
    erasure: { run: (tx, s) => erasePushSubscriptions(tx, s.userId) },
  },
  {
    table: 'device_registrations',
    exportSql: `select platform, user_agent, created_at, retired_at from device_registrations where user_id = $1`,
    erasure: { run: (tx, s) => eraseDeviceRegistrations(tx, s.userId) },
  },
  {
    table: 'outbox_messages',
    exportSql: `select channel, template, subject, created_at, delivered_at from outbox_messages
                 where recipient in (select email from users where id = $1 union select phone from users where id = $1
                                     union select phone from profiles where user_id = $1)`,
    erasure: { run: (tx, s) => eraseOutboxMessagesTo(tx, s.identifiers) },
  },
  {
    table: 'referral_codes',
    exportSql: 'select code, created_at from referral_codes where user_id = $1',
    erasure: { run: (tx, s) => eraseReferrals(tx, s.userId) },
  },
  {
    table: 'referrals',
    exportSql: `select referrer_user_id = $1 as i_referred, code, status, reward_paise, created_at, decided_at
                  from referrals where referrer_user_id = $1 or referee_user_id = $1`,
    erasure: { by: 'referral_codes' },
  },
  {
    table: 'order_ratings',
    exportSql: 'select order_id, stars, comment, created_at from order_ratings where user_id = $1',
    erasure: { run: (tx, s) => eraseRatings(tx, s.userId) },
  },
  {
    table: 'app_ratings',
    exportSql: 'select stars, comment, created_at, updated_at from app_ratings where user_id = $1',
    erasure: { by: 'order_ratings' },
  },
  {
    table: 'support_tickets',
    exportSql: `select id, kind, status, title, priority, order_id, reason, app_version, user_agent, viewport,
                       language, created_at, resolved_at
                  from support_tickets where user_id = $1`,
    erasure: { run: (tx, s) => eraseSupportTickets(tx, s.userId) },
  },
  {
    table: 'support_messages',
    exportSql: `select m.ticket_id, m.author_id = $1 as from_me, m.body, m.photo_asset_id, m.created_at
                  from support_messages m join support_tickets t on t.id = m.ticket_id where t.user_id = $1`,
    erasure: { by: 'support_tickets' },
  },
  {
    table: 'media_assets',
    exportSql: `select id, kind, created_at from media_assets where kind = 'support_photo' and created_by = $1`,
    erasure: { run: (tx, s) => eraseSupportPhotos(tx, s.userId) },
  },
  {
    table: 'payment_webhook_events',
    exportSql: null,
    notExported: 'the gateway’s copies of the payments exported above',
    erasure: { run: (tx, s) => eraseWebhookEventsNaming(tx, s.identifiers) },
  },
  {
    table: 'admin_audit_log',
    exportSql: `select entity, action, before, after, note, created_at from admin_audit_log where entity_id = $1::text`,
    erasure: { run: (tx, s) => eraseAuditSnapshotsOf(tx, s.userId) },
  },
  {
    table: 'account_deletion_requests',
    exportSql: 'select requested_at, erase_after from account_deletion_requests where user_id = $1',
    erasure: { kept: 'the record that the account was erased, and when: an id and times' },
  },
  // Delivery partners' own data: riders cannot delete their account here (an admin closes it), so it is exported
  // for them and never erased by this path.
  {
    table: 'delivery_agents',
    exportSql: `select full_name, phone, vehicle_type, vehicle_number, created_at from delivery_agents
                 where user_id = $1`,
    erasure: { kept: 'riders are refused before erasure (PRIVACY_STAFF_ACCOUNT)' },
  },
  {
    table: 'rider_positions',
    exportSql: null,
    notExported: 'a rider’s positions while carrying an order, pruned after a few days (ADR 0040)',
    erasure: { kept: 'riders are refused before erasure; the positions are pruned on their own' },
  },
  {
    table: 'rider_offers',
    exportSql: null,
    notExported: 'which orders were offered to a rider: no personal data beyond the rider id',
    erasure: { kept: 'riders are refused before erasure' },
  },
];

export const REGISTERED_TABLES: ReadonlySet<string> = new Set(
  PERSONAL_DATA_TABLES.map((entry) => entry.table),
);
