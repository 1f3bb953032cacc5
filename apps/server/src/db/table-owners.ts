/**
 * Who may write each table (ADR 0025). Paths are folders or files under `apps/server/src`; any other code
 * that needs a table changed calls a function of its owner, inside its own transaction. Reading is free.
 * `table-owners.test.ts` scans the server's SQL and fails on a write outside its owner, or on a table missing
 * here. The demo seed (`db/seed`) and test tooling write freely and are not scanned.
 */
export interface TableOwner {
  owner: string;
  /** Columns with an owner of their own: an update that sets only these (and updated_at) is theirs. */
  columns?: Record<string, string>;
  /** Known writers besides the owner, each with why; debt to pay off, not a pattern to copy. */
  exceptions?: Record<string, string>;
}

const INVENTORY = 'modules/inventory';

export const TABLE_OWNERS: Record<string, TableOwner> = {
  // Catalogue rows are the catalogue's (the admin work will write them); their stock is the inventory's.
  categories: { owner: 'modules/catalog' },
  products: { owner: 'modules/catalog', columns: { stock_quantity: INVENTORY } },
  product_variants: { owner: 'modules/catalog', columns: { stock_quantity: INVENTORY } },
  stock_adjustments: { owner: INVENTORY },
  stock_lots: { owner: INVENTORY },
  order_lot_takes: { owner: INVENTORY },

  carts: { owner: 'modules/cart' },
  cart_items: { owner: 'modules/cart' },
  idempotency_keys: { owner: 'modules/checkout' },
  orders: { owner: 'modules/orders' },
  order_items: { owner: 'modules/orders' },
  order_status_history: { owner: 'modules/orders' },
  coupons: { owner: 'modules/coupons' },
  coupon_redemptions: { owner: 'modules/coupons' },
  // Refer and earn and ratings (issue 16 items 4 and 5, ADR 0050).
  referral_codes: { owner: 'modules/referrals' },
  referrals: { owner: 'modules/referrals' },
  order_ratings: { owner: 'modules/ratings' },
  order_item_ratings: { owner: 'modules/ratings' },
  app_ratings: { owner: 'modules/ratings' },
  payments: { owner: 'modules/payments' },
  payment_webhook_events: { owner: 'modules/payments' },
  sandbox_gateway_orders: { owner: 'modules/payments' },
  sandbox_gateway_refunds: { owner: 'modules/payments' },
  refunds: { owner: 'modules/payments' },
  // Where a cash-on-delivery refund is paid out (ADR 0079), and the embedded payouts sandbox's own ledger.
  refund_payout_accounts: { owner: 'modules/payments' },
  sandbox_payouts: { owner: 'modules/payments' },
  substitution_preferences: { owner: 'modules/substitutions' },
  // The GST tax invoice (issue 15 item 5, ADR 0047).
  tax_invoices: { owner: 'modules/invoices' },
  credit_notes: { owner: 'modules/invoices' },
  gst_document_counters: { owner: 'modules/invoices' },
  payment_methods: { owner: 'modules/payment-methods' },
  addresses: { owner: 'modules/addresses' },
  seller_locations: { owner: 'modules/locations' },
  favorites: { owner: 'modules/favorites' },
  wallets: { owner: 'modules/wallet' },
  wallet_ledger: { owner: 'modules/wallet' },
  wallet_topups: { owner: 'modules/wallet' },
  subscriptions: { owner: 'modules/subscriptions' },
  subscription_pauses: { owner: 'modules/subscriptions' },
  subscription_skips: { owner: 'modules/subscriptions' },
  subscription_day_quantities: { owner: 'modules/subscriptions' },
  subscription_deliveries: { owner: 'modules/subscriptions' },
  subscription_audit: { owner: 'modules/subscriptions' },
  subscription_notices_sent: { owner: 'modules/subscriptions' },
  recently_viewed: { owner: 'modules/recently-viewed' },
  // Support tickets and their conversations (issue 16 item 3, ADR 0049).
  support_tickets: { owner: 'modules/support' },
  support_messages: { owner: 'modules/support' },
  // DPDP deletion requests (issue 16 point 7, ADR 0051); the erasure itself calls each table's owner.
  account_deletion_requests: { owner: 'modules/privacy' },

  users: { owner: 'modules/auth' },
  user_roles: { owner: 'modules/auth' },
  sessions: { owner: 'modules/auth' },
  refresh_tokens: { owner: 'modules/auth' },
  password_reset_tokens: { owner: 'modules/auth' },
  sign_up_requests: { owner: 'modules/auth' },
  sign_in_throttles: { owner: 'modules/auth' },
  rate_limit_counters: { owner: 'modules/auth' },
  profiles: {
    owner: 'modules/profile',
    exceptions: {
      'modules/auth/sign-up-flow.ts':
        'creates the profile when a sign-up link is opened, in the user’s transaction',
    },
  },
  // Riders' accounts are auth's; going online is the rider app's, and the last position the location track's.
  delivery_agents: {
    owner: 'modules/auth',
    columns: {
      is_online: 'modules/delivery',
      online_since: 'modules/delivery',
      last_lat: 'modules/rider-location',
      last_lng: 'modules/rider-location',
      last_position_at: 'modules/rider-location',
    },
  },
  rider_offers: { owner: 'modules/delivery' },
  rider_positions: { owner: 'modules/rider-location' },

  admin_audit_log: { owner: 'modules/admin/admin-audit.ts' },
  admin_broadcasts: { owner: 'modules/notifications' },
  media_assets: { owner: 'modules/media' },
  notifications: { owner: 'modules/notifications' },
  realtime_events: {
    owner: 'modules/realtime',
    exceptions: {
      'modules/notifications/notification-fan-out.ts':
        'writes each notification with its realtime event and push job in one statement (ADR 0026)',
    },
  },
  push_subscriptions: { owner: 'modules/push' },
  device_registrations: {
    owner: 'functions',
    exceptions: {
      'modules/push/native-push-service.ts': 'retires a device FCM reports unregistered (ADR 0056)',
    },
  },
  outbox_messages: { owner: 'providers/mail' },
  scheduled_jobs: {
    owner: 'jobs',
    exceptions: {
      'modules/notifications': 'enqueues web_push jobs directly (to become a jobs enqueue function)',
    },
  },

  schema_migrations: { owner: 'db/migrate.ts' },
  app_settings: {
    owner: 'db',
    exceptions: {
      'modules/auth/auth-secret.ts': 'its own key (auth_secret), inserted once',
      'modules/payments/payment-secrets.ts': 'its own key (sandbox_gateway), inserted once',
      'modules/payments/sandbox-payouts.ts': 'its own key (sandbox_payouts), inserted once',
      'modules/push/vapid-keys.ts': 'its own key (vapid_keys), inserted once',
      'modules/subscriptions/subscription-settings.ts': 'its own key (subscription_settings)',
    },
  },
};

/** One write found in source: which table, which columns an update sets, and where. */
export interface TableWrite {
  table: string;
  kind: 'insert' | 'update' | 'delete';
  columns: string[];
  path: string;
}

const WRITE = /\b(insert\s+into|delete\s+from|update)\s+([a-z_]+)(?:\s+(?:as\s+)?([a-z_]+))?\s+/gi;
const SET_END = /\b(from|where|returning)\b|\)\s*(insert|update|delete|select)\b/i;

/** Every insert, update and delete in a source file's text, with the columns an update assigns. */
export function writesIn(path: string, source: string): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const match of source.matchAll(WRITE)) {
    const verb = match[1]!.toLowerCase();
    const table = match[2]!.toLowerCase();
    if (verb !== 'update') {
      writes.push({ table, kind: verb.startsWith('insert') ? 'insert' : 'delete', columns: [], path });
      continue;
    }
    // `update <table> [alias] set …`; "for update of", "do update set" and the like are not table writes.
    const rest = source.slice((match.index ?? 0) + match[0].length);
    const alias = match[3]?.toLowerCase();
    const setClause = alias === 'set' ? rest : /^set\b/i.test(rest) ? rest.slice(3) : null;
    if (setClause === null || table === 'set' || table === 'of') continue;
    const end = setClause.search(SET_END);
    const assignments = end === -1 ? setClause : setClause.slice(0, end);
    const columns = [...assignments.matchAll(/(?:^|,)\s*([a-z_]+)\s*=/gi)].map((m) => m[1]!.toLowerCase());
    writes.push({ table, kind: 'update', columns, path });
  }
  return writes;
}

const within = (path: string, owner: string) => path === owner || path.startsWith(`${owner}/`);

/** Why a write breaks the ownership map, or null when its writer may make it. */
export function ownershipProblem(write: TableWrite): string | null {
  const entry = TABLE_OWNERS[write.table];
  if (!entry) return `${write.path}: writes ${write.table}, which has no owner in TABLE_OWNERS`;
  if (within(write.path, entry.owner)) return null;
  if (Object.keys(entry.exceptions ?? {}).some((path) => within(write.path, path))) return null;
  const owned = entry.columns ?? {};
  const columnOwners = new Set(
    write.columns.filter((column) => column !== 'updated_at').map((column) => owned[column]),
  );
  if (write.kind === 'update' && columnOwners.size === 1) {
    const [columnOwner] = columnOwners;
    if (columnOwner && within(write.path, columnOwner)) return null;
    if (columnOwner)
      return `${write.path}: sets ${write.columns.join(', ')} of ${write.table}, owned by ${columnOwner}`;
  }
  return `${write.path}: ${write.kind}s ${write.table}, owned by ${entry.owner}`;
}
