import { addIstDays, type SearchResponse, toIstDate } from '@tokri/core';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { migrationNames } from './db/migrate.js';
import { functionsRoutes } from './functions/functions-routes.js';
import { limitBody, MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from './http/body-limit.js';
import { contentSecurityPolicy } from './http/content-security-policy.js';
import { handleError, handleNotFound } from './http/error-handler.js';
import { mediaForOtherOrigins, NATIVE_APP_CORS_PATHS, nativeAppCors } from './http/native-app-cors.js';
import { refuseControlCharactersInUrl } from './http/plain-text.js';
import { observeRequests } from './http/request-observer.js';
import { serveWebApp } from './http/serve-web-app.js';
import { devAccountErasureRoutes } from './jobs/account-erasure-dev-routes.js';
import { exposeJobQueueDepth } from './jobs/job-queue-metrics.js';
import type { JobDeps } from './jobs/job-runner.js';
import { devRefundRoundRoutes } from './jobs/refund-round-dev-routes.js';
import { metricsRoutes } from './metrics/metrics-routes.js';
import { addressesRoutes } from './modules/addresses/addresses-routes.js';
import { createAddressesService } from './modules/addresses/addresses-service.js';
import { recordAdminChange } from './modules/admin/admin-audit.js';
import { createAdminCustomers } from './modules/admin/admin-customers.js';
import { adminPeopleRoutes } from './modules/admin/admin-people-routes.js';
import { adminRoutes } from './modules/admin/admin-routes.js';
import { createAdminService } from './modules/admin/admin-service.js';
import { createAdminAccounts } from './modules/auth/admin-accounts.js';
import { createAdminRiders } from './modules/auth/admin-riders.js';
import { createApiRateLimit } from './modules/auth/api-rate-limit.js';
import { apiRateLimitMiddleware } from './modules/auth/api-rate-limit-middleware.js';
import { createGuards } from './modules/auth/auth-middleware.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { resolveAuthSecret } from './modules/auth/auth-secret.js';
import type { AuthService } from './modules/auth/auth-service.js';
import { createAuthService } from './modules/auth/auth-service.js';
import { createDeviceCookies } from './modules/auth/device-cookie.js';
import { createSignInRateLimit } from './modules/auth/sign-in-rate-limit.js';
import { createAccessTokenSigner } from './modules/auth/tokens.js';
import { createCallMasking } from './modules/calls/call-masking-setup.js';
import { callRiderRoutes } from './modules/calls/call-rider-routes.js';
import { cartRoutes } from './modules/cart/cart-routes.js';
import { createCartService } from './modules/cart/cart-service.js';
import { adminCategoryRoutes, adminProductRoutes } from './modules/catalog/admin-catalog-routes.js';
import { createAdminCategoriesService } from './modules/catalog/admin-categories-service.js';
import {
  createProductCsv,
  MAX_IMPORT_BYTES,
  PRODUCT_IMPORT_PATH,
} from './modules/catalog/admin-product-csv.js';
import { createAdminProductsService } from './modules/catalog/admin-products-service.js';
import { catalogRoutes } from './modules/catalog/catalog-routes.js';
import { createCatalogService } from './modules/catalog/catalog-service.js';
import { createHomeService } from './modules/catalog/home-service.js';
import { SearchCache } from './modules/catalog/search-cache.js';
import { createSearchService } from './modules/catalog/search-service.js';
import { checkoutRoutes } from './modules/checkout/checkout-routes.js';
import { createCheckoutService } from './modules/checkout/checkout-service.js';
import { couponAdminRoutes } from './modules/coupons/coupon-admin-routes.js';
import { createCouponAdminService } from './modules/coupons/coupon-admin-service.js';
import { createCouponOffersService } from './modules/coupons/coupon-offers-service.js';
import { couponRoutes } from './modules/coupons/coupon-routes.js';
import { orderOfferHooks } from './modules/delivery/rider-offer-hooks.js';
import { riderRoutes } from './modules/delivery/rider-routes.js';
import { createRiderService } from './modules/delivery/rider-service.js';
import { outboxApiRoutes, outboxPageRoutes } from './modules/dev/outbox-routes.js';
import { favoritesRoutes } from './modules/favorites/favorites-routes.js';
import { createFavoritesService } from './modules/favorites/favorites-service.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { adminLotsRoutes, bestBeforeRoutes } from './modules/inventory/lots-routes.js';
import { createLotsService } from './modules/inventory/lots-service.js';
import { createInvoiceService } from './modules/invoices/invoice-service.js';
import { createGeoService } from './modules/locations/geo-service.js';
import { locationsRoutes } from './modules/locations/locations-routes.js';
import { createServiceability } from './modules/locations/serviceability.js';
import { storeAdminRoutes } from './modules/locations/store-admin-routes.js';
import { createStoreAdminService } from './modules/locations/store-admin-service.js';
import {
  categoryImageRoutes,
  isImageUploadRequest,
  productImagesRoutes,
  publicMediaRoutes,
} from './modules/media/media-routes.js';
import { createMediaService } from './modules/media/media-service.js';
import { notificationsRoutes } from './modules/notifications/notifications-routes.js';
import { createNotificationsService } from './modules/notifications/notifications-service.js';
import { adminHandoverRoutes, riderHandoverRoutes } from './modules/orders/order-handover-routes.js';
import { createOrderHandover } from './modules/orders/order-handover-service.js';
import {
  markOrderPaymentFailed,
  placePaidOrder,
  reopenOrderPayment,
} from './modules/orders/order-payment-status.js';
import { adminOrdersRoutes, ordersRoutes } from './modules/orders/orders-routes.js';
import { createOrdersService } from './modules/orders/orders-service.js';
import { createSubstituteReject } from './modules/orders/substitute-reject.js';
import { substituteRejectRoutes } from './modules/orders/substitute-reject-routes.js';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods-routes.js';
import { createPaymentMethodsService } from './modules/payment-methods/payment-methods-service.js';
import type { PaymentGateway } from './modules/payments/payment-gateway.js';
import { resolveSandboxSecrets } from './modules/payments/payment-secrets.js';
import { paymentsRoutes } from './modules/payments/payments-routes.js';
import { createPaymentsService } from './modules/payments/payments-service.js';
import { payoutsRoutes } from './modules/payments/payouts-routes.js';
import { createPayouts } from './modules/payments/payouts-setup.js';
import { createRazorpayGateway } from './modules/payments/razorpay-gateway.js';
import { refundsAdminRoutes } from './modules/payments/refunds-admin-routes.js';
import { createSandboxGateway, type SandboxGateway } from './modules/payments/sandbox-gateway.js';
import { sandboxGatewayPages } from './modules/payments/sandbox-gateway-routes.js';
import { createPrivacyService } from './modules/privacy/account-deletion-service.js';
import { privacyRoutes } from './modules/privacy/privacy-routes.js';
import { createProfile, saveChosenLanguage } from './modules/profile/profile-records.js';
import { profileRoutes } from './modules/profile/profile-routes.js';
import { createProfileService } from './modules/profile/profile-service.js';
import { createFcmTransport, createNativePushService } from './modules/push/native-push-service.js';
import { parsePushHostRules } from './modules/push/push-endpoint-policy.js';
import { pushRoutes } from './modules/push/push-routes.js';
import { createPushService } from './modules/push/push-service.js';
import { resolveVapidKeys } from './modules/push/vapid-keys.js';
import { createAdminRatings } from './modules/ratings/admin-ratings.js';
import { createAppRatings } from './modules/ratings/app-ratings.js';
import { createOrderRatings } from './modules/ratings/order-ratings.js';
import { adminRatingRoutes, appRatingRoutes, orderRatingRoutes } from './modules/ratings/ratings-routes.js';
import { RealtimeHub } from './modules/realtime/realtime-hub.js';
import { recentlyViewedRoutes } from './modules/recently-viewed/recently-viewed-routes.js';
import { createRecentlyViewedService } from './modules/recently-viewed/recently-viewed-service.js';
import { assertReferralCodeKnown, recordReferralAtSignUp } from './modules/referrals/referral-signup.js';
import { referralRoutes } from './modules/referrals/referrals-routes.js';
import { createReferralsService } from './modules/referrals/referrals-service.js';
import {
  adminRiderPositionRoutes,
  orderRiderPositionRoutes,
  riderLocationRoutes,
} from './modules/rider-location/rider-location-routes.js';
import { createRiderLocationService } from './modules/rider-location/rider-location-service.js';
import { RiderPositionRelay } from './modules/rider-location/rider-position-relay.js';
import { badgeRoutes } from './modules/shop/badge-routes.js';
import { devSubscriptionRoutes } from './modules/subscriptions/dev-subscription-routes.js';
import { walletNeedOn } from './modules/subscriptions/planned-deliveries.js';
import { createSubscriptionFixer } from './modules/subscriptions/subscription-fixer.js';
import { subscriptionFixerRoutes } from './modules/subscriptions/subscription-fixer-routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions-routes.js';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions-service.js';
import { substitutionsRoutes } from './modules/substitutions/substitutions-routes.js';
import { createSubstitutionsService } from './modules/substitutions/substitutions-service.js';
import { createSupportAdmin } from './modules/support/support-admin.js';
import { supportAdminRoutes, supportRoutes } from './modules/support/support-routes.js';
import { createSupportService } from './modules/support/support-service.js';
import { walletRoutes } from './modules/wallet/wallet-routes.js';
import { createWalletService } from './modules/wallet/wallet-service.js';
import { creditPaidTopup, markTopupFailed } from './modules/wallet/wallet-topups.js';
import { openApiRoutes } from './openapi/openapi-routes.js';
import type { MailProvider } from './providers/mail/mail-provider.js';
import { createOutboxMailProvider } from './providers/mail/outbox-mail-provider.js';
import { createOutboxNativePush } from './providers/mail/outbox-native-push.js';
import { createSmtpMailProvider } from './providers/mail/smtp-mail-provider.js';
import { createTwilioSmsProvider } from './providers/mail/twilio-sms-provider.js';
import { createObjectStorage } from './providers/storage/create-object-storage.js';
import type { ObjectStorage } from './providers/storage/object-storage.js';

export interface Providers {
  mail: MailProvider;
  /** HTTPS agent for Web Push requests (tests use one that trusts their local push endpoint). */
  pushAgent?: import('node:https').Agent;
  /** The time subscription rules are judged at (tests stand at 21:59 or 22:00 IST); the system clock otherwise. */
  clock?: Clock;
  /** Where uploaded photos are stored; from the config (DATA_DIR/media or S3) when not given. */
  storage?: ObjectStorage;
}

export function defaultProviders(config: Config, db: Database): Providers {
  const outbox = createOutboxMailProvider(db);
  const email = config.SMTP_URL ? createSmtpMailProvider(config.SMTP_URL, config.MAIL_FROM, outbox) : outbox;
  return {
    mail:
      config.SMS_PROVIDER === 'twilio'
        ? createTwilioSmsProvider(
            {
              accountSid: config.TWILIO_ACCOUNT_SID!,
              authToken: config.TWILIO_AUTH_TOKEN!,
              from: config.TWILIO_SMS_FROM,
              messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
              apiBase: config.TWILIO_API_BASE,
            },
            email,
          )
        : email,
  };
}

export interface AppParts {
  app: Hono;
  auth: AuthService;
  hub: RealtimeHub;
  /** Search answers, dropped on any catalogue write on any instance; started by the server. */
  searchCache: SearchCache<SearchResponse>;
  /** Riders' positions from every instance to this instance's sockets (volatile, apart from the hub). */
  riderPositions: RiderPositionRelay;
  jobs: JobDeps;
  /** Set on SIGTERM (server.ts): /api/ready answers 503 and answers close their connections (ADR 0061). */
  lifecycle: { draining: boolean };
}

/** Wires modules into one Hono app: the API under /api, the spec's functions, the dev outbox, and the web app. */
export async function createApp(
  config: Config,
  db: Database,
  providers: Providers = defaultProviders(config, db),
): Promise<AppParts> {
  const secret = await resolveAuthSecret(db, config.AUTH_SECRET);
  const clock = providers.clock ?? systemClock;
  const window = config.SIGNIN_WINDOW_MINUTES * 60;
  const referralTerms = {
    refereeCouponPaise: config.REFERRAL_REFEREE_COUPON_PAISE,
    refereeMinOrderPaise: config.REFERRAL_REFEREE_MIN_ORDER_PAISE,
    referrerRewardPaise: config.REFERRAL_REFERRER_REWARD_PAISE,
  };
  const signer = createAccessTokenSigner(secret, config.ACCESS_TOKEN_TTL_SECONDS);
  const auth = createAuthService({
    db,
    signer,
    rateLimit: createSignInRateLimit(db, {
      freeFailuresPerPair: config.SIGNIN_MAX_ATTEMPTS_PER_ACCOUNT,
      maxDelaySeconds: window,
      perIp: { limit: config.SIGNIN_MAX_ATTEMPTS_PER_IP, windowSeconds: window },
      perAccountFromUnknownDevices: {
        limit: config.SIGNIN_MAX_UNKNOWN_DEVICE_FAILURES_PER_ACCOUNT,
        windowSeconds: 24 * 60 * 60,
      },
    }),
    devices: createDeviceCookies(secret),
    mail: providers.mail,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
    passwordResetLimits: {
      perAccount: { limit: config.PASSWORD_RESET_MAX_PER_ACCOUNT, windowSeconds: 60 * 60 },
      perIp: { limit: config.PASSWORD_RESET_MAX_PER_IP, windowSeconds: 60 * 60 },
    },
    passwordResetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
    saveChosenLanguage,
    deliveryDomain: config.DELIVERY_EMAIL_DOMAIN,
    publicUrl: config.publicUrl,
    recordReferral: (tx, refereeUserId, code) =>
      recordReferralAtSignUp(tx, refereeUserId, code, referralTerms),
    checkReferralCode: assertReferralCodeKnown,
  });
  const guards = createGuards(auth);
  const feeRule = {
    minimumOrderPaise: config.MINIMUM_ORDER_PAISE,
    freeDeliveryFromPaise: config.FREE_DELIVERY_FROM_PAISE,
    deliveryFeePaise: config.DELIVERY_FEE_PAISE,
  };
  const cart = createCartService(db, feeRule);
  const geo = createGeoService({
    googleMapsApiKey: config.GOOGLE_MAPS_API_KEY,
    nominatimUrl: config.NOMINATIM_URL,
    userAgent: `Tokri/0.1 (${config.publicUrl})`,
  });
  geo.warmUp();
  const serviceability = createServiceability(db, geo);
  const addresses = createAddressesService(db);
  const push = createPushService(db, await resolveVapidKeys(db), `mailto:support@tokri.in`, {
    allowedHosts: parsePushHostRules(config.PUSH_ALLOWED_HOSTS),
    ...(providers.pushAgent ? { agent: providers.pushAgent } : {}),
  });
  // Native push (ADR 0056): FCM when its credentials are set; on a developer's machine the outbox; else off.
  const nativePushTransport = config.fcmServiceAccount
    ? createFcmTransport(config.fcmServiceAccount, config.FCM_ENDPOINT)
    : config.devOutbox
      ? createOutboxNativePush(db)
      : null;
  const nativePush = nativePushTransport ? createNativePushService(db, nativePushTransport) : undefined;
  const hub = new RealtimeHub(db);
  // Caches only once server start has it listening for catalogue changes (ADR 0059).
  const searchCache = new SearchCache<SearchResponse>(db);
  const riderPositions = new RiderPositionRelay(db);
  const riderLocations = createRiderLocationService(db);
  // Issue 14 (ADR 0038): a confirmed order is offered to the nearest online rider of its store; the orders module
  // calls the delivery module through this hook, in the same transaction, without importing it.
  const offerSettings = { offerSeconds: config.RIDER_OFFER_SECONDS };
  const orders = createOrdersService(db, cart, orderOfferHooks(offerSettings));
  const handover = createOrderHandover(db, clock, {
    substituteRejectMinutes: config.SUBSTITUTE_REJECT_MINUTES,
  });
  const substitutions = createSubstitutionsService(db);
  const storage = providers.storage ?? createObjectStorage(config);
  const media = createMediaService(db, storage);

  // Webhooks from the sandbox gateway go through the whole app, exactly as a gateway's HTTP request would.
  let app: Hono | undefined;
  const sendWebhook = () => async (rawBody: string, headers: Record<string, string>) =>
    (await app!.request('/api/payments/webhook', { method: 'POST', body: rawBody, headers })).status;
  let sandbox: SandboxGateway | null = null;
  let gateway: PaymentGateway;
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    gateway = createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      apiBase: config.RAZORPAY_API_BASE,
    });
  } else {
    sandbox = createSandboxGateway(db, await resolveSandboxSecrets(db), sendWebhook, {
      pageTokenTtlSeconds: config.PAYMENT_EXPIRY_MINUTES * 60,
    });
    gateway = sandbox.gateway;
  }
  // Cash-on-delivery refunds paid out to a UPI id or bank account (ADR 0079); the sandbox's webhooks go
  // through the whole app too.
  const { payouts } = await createPayouts(
    config,
    db,
    () => async (rawBody, headers) =>
      (await app!.request('/api/payouts/webhook', { method: 'POST', body: rawBody, headers })).status,
  );
  const payments = createPaymentsService(
    db,
    gateway,
    { placePaidOrder, markOrderPaymentFailed, reopenOrderPayment },
    { creditPaidTopup, markTopupFailed },
    clock,
  );

  const lots = createLotsService({ db, clock });
  const lifecycle = { draining: false };
  const api = new Hono()
    .route(
      '/',
      healthRoutes(db.engine, {
        db,
        migrations: await migrationNames(),
        listening: () => hub.listening,
        draining: () => lifecycle.draining,
      }),
    )
    .route('/auth', authRoutes(auth, guards, config.TRUST_PROXY))
    .route('/profile', profileRoutes(createProfileService(db, clock), guards))
    .route('/badges', badgeRoutes(db, guards))
    .route(
      '/privacy',
      privacyRoutes(
        createPrivacyService({
          db,
          clock,
          graceDays: config.ACCOUNT_DELETION_GRACE_DAYS,
          confirmPassword: (userId, password, ip) =>
            auth.confirmPassword(userId, password, { ip, userAgent: null, deviceCookie: null }),
        }),
        guards,
        config.TRUST_PROXY,
      ),
    )
    .route('/cart', cartRoutes(cart, guards))
    .route(
      '/checkout',
      checkoutRoutes(
        createCheckoutService({
          db,
          feeRule,
          paymentExpiryMinutes: config.PAYMENT_EXPIRY_MINUTES,
          clock,
          addresses,
          serviceability,
        }),
        guards,
      ),
    )
    .route('/coupons', couponRoutes(createCouponOffersService({ db, cart, clock }), guards))
    .route('/orders', orderRatingRoutes(createOrderRatings(db), guards))
    .route('/ratings', appRatingRoutes(createAppRatings(db), guards))
    .route('/admin/ratings', adminRatingRoutes(createAdminRatings(db), guards))
    .route('/referrals', referralRoutes(createReferralsService({ db, terms: referralTerms }), guards))
    .route('/best-before', bestBeforeRoutes(lots))
    .route('/admin/lots', adminLotsRoutes(lots, guards))
    .route('/addresses', addressesRoutes(addresses, serviceability, guards))
    .route('/locations', locationsRoutes(serviceability, guards))
    .route('/orders', ordersRoutes(orders, guards, createInvoiceService(db)))
    .route('/orders', orderRiderPositionRoutes(riderLocations, guards))
    .route('/orders', callRiderRoutes(db, createCallMasking(config), guards))
    .route('/orders', substituteRejectRoutes(createSubstituteReject(db, clock), guards))
    .route('/substitutions', substitutionsRoutes(substitutions, guards))
    .route('/rider', riderLocationRoutes(riderLocations, guards))
    .route('/admin/riders', adminRiderPositionRoutes(riderLocations, guards))
    .route(
      '/subscriptions',
      subscriptionsRoutes(
        createSubscriptionsService({
          db,
          addresses,
          serviceability,
          now: clock,
        }),
        guards,
      ),
    )
    .route('/payments', paymentsRoutes(payments, guards))
    .route('/payouts', payoutsRoutes({ db, payouts }))
    .route(
      '/wallet',
      walletRoutes(
        createWalletService({
          db,
          startTopupPayment: (topup) => payments.startTopup(topup),
          verifyPayment: (userId, input) => payments.verify(userId, input),
          reportPaymentFailure: (userId, gatewayOrderId, reason) =>
            payments.reportFailure(userId, gatewayOrderId, reason),
          tomorrowWalletPaise: (userId) => walletNeedOn(db, addIstDays(toIstDate(clock()), 1), userId),
        }),
        guards,
      ),
    )
    .route('/payment-methods', paymentMethodsRoutes(createPaymentMethodsService(db), guards))
    .route('/admin/orders', adminOrdersRoutes(orders, guards, db))
    .route('/rider/orders', riderHandoverRoutes(handover, guards))
    .route('/admin', adminHandoverRoutes(handover, guards))
    .route('/rider', riderRoutes(createRiderService({ db, clock, settings: offerSettings }), guards))
    .route('/notifications', notificationsRoutes(createNotificationsService(db), guards))
    .route('/push', pushRoutes(push, guards))
    .route('/favorites', favoritesRoutes(createFavoritesService(db), guards))
    .route('/me/recently-viewed', recentlyViewedRoutes(createRecentlyViewedService(db), guards))
    .route(
      '/',
      catalogRoutes(
        createCatalogService(db),
        createHomeService(db),
        createSearchService(db, searchCache),
        guards,
      ),
    )
    .route(
      '/admin/subscription-fixer',
      subscriptionFixerRoutes(createSubscriptionFixer({ db, clock }), guards),
    )
    .route(
      '/admin/products',
      adminProductRoutes(createAdminProductsService(db), createProductCsv(db, clock), guards),
    )
    .route('/admin/categories', adminCategoryRoutes(createAdminCategoriesService(db), guards))
    .route('/admin/stores', storeAdminRoutes(createStoreAdminService(db), guards))
    .route('/admin/coupons', couponAdminRoutes(createCouponAdminService(db), guards))
    .route(
      '/admin/refunds',
      refundsAdminRoutes(
        { db, gateway, payouts, lateDeliveryMinutes: config.LATE_DELIVERY_REFUND_MINUTES },
        guards,
      ),
    )
    .route(
      '/support',
      supportRoutes(
        createSupportService(db, media, clock),
        {
          contact: {
            phone: config.SUPPORT_PHONE,
            email: config.SUPPORT_EMAIL,
            whatsapp: config.SUPPORT_WHATSAPP,
            opensAt: config.SUPPORT_OPENS_AT,
            closesAt: config.SUPPORT_CLOSES_AT,
          },
          rules: {
            ...feeRule,
            paymentExpiryMinutes: config.PAYMENT_EXPIRY_MINUTES,
            lateDeliveryRefundMinutes: config.LATE_DELIVERY_REFUND_MINUTES,
            substituteRejectMinutes: config.SUBSTITUTE_REJECT_MINUTES,
          },
        },
        guards,
      ),
    )
    .route('/admin/support', supportAdminRoutes(createSupportAdmin(db, media, payouts), guards))
    .route('/admin/products', productImagesRoutes(media, guards))
    .route('/admin/categories', categoryImageRoutes(media, guards))
    .route(
      '/admin',
      adminPeopleRoutes(
        {
          riders: createAdminRiders({
            db,
            mail: providers.mail,
            publicUrl: config.publicUrl,
            deliveryDomain: config.DELIVERY_EMAIL_DOMAIN,
            recordAdminChange,
            createProfile,
          }),
          customers: createAdminCustomers(db),
          accounts: createAdminAccounts(db, recordAdminChange),
        },
        guards,
      ),
    )
    .route(
      '/admin',
      adminRoutes(createAdminService(db), guards, {
        db,
        clock,
        serviceability,
        deliveryDomain: config.DELIVERY_EMAIL_DOMAIN,
      }),
    );
  if (config.devOutbox) {
    api.route('/dev/outbox', outboxApiRoutes(db));
    api.route('/dev/subscriptions', devSubscriptionRoutes({ db, clock }));
    api.route('/dev/privacy', devAccountErasureRoutes({ db }));
    api.route(
      '/dev/refunds',
      devRefundRoundRoutes({
        db,
        gateway,
        payouts,
        options: {
          lateDeliveryMinutes: config.LATE_DELIVERY_REFUND_MINUTES,
          pendingRecheckMinutes: config.REFUND_PENDING_RECHECK_MINUTES,
        },
      }),
    );
  }

  app = new Hono();
  app.onError(handleError);
  // Every response carries an id (the caller's X-Request-Id when it sends a sane one), and so does its log line.
  app.use('*', requestId());
  app.use(
    '*',
    observeRequests(() => lifecycle.draining),
  );
  app.use('/media/*', mediaForOtherOrigins);
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config),
      crossOriginEmbedderPolicy: false,
    }),
  );
  // The bundled native app calls from its own origin (capacitor://localhost, https://localhost): ADR 0055.
  const allowNativeApp = nativeAppCors(config.NATIVE_APP_ORIGINS);
  for (const path of NATIVE_APP_CORS_PATHS) app.use(path, allowNativeApp);
  app.use('*', compress());
  // Issue 19 item 4 (ADR 0063): the general API rate limit, before any body is read.
  if (config.rateLimitEnabled) {
    const rateLimit = apiRateLimitMiddleware(
      createApiRateLimit(db, {
        perUser: config.RATE_LIMIT_PER_USER,
        perIp: config.RATE_LIMIT_PER_IP,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      }),
      signer,
      config.TRUST_PROXY,
    );
    app.use('/api/*', rateLimit);
    app.use('/functions/v1/*', rateLimit);
  }
  // Issue 9: every body is limited while it streams (the webhook's more tightly), and control characters in a
  // path or query string are refused before any route reads a parameter.
  app.use('/api/payments/webhook', limitBody(MAX_WEBHOOK_BODY_BYTES));
  app.use('/api/payouts/webhook', limitBody(MAX_WEBHOOK_BODY_BYTES));
  // Photo uploads (media-routes.ts) and the catalogue CSV import (ADR 0034) have their own, larger limits; every
  // other body keeps the JSON one.
  const generalLimit = limitBody(MAX_BODY_BYTES);
  app.use(PRODUCT_IMPORT_PATH, limitBody(MAX_IMPORT_BYTES));
  app.use('*', (c, next) =>
    c.req.path === PRODUCT_IMPORT_PATH || isImageUploadRequest(c.req.method, c.req.path)
      ? next()
      : generalLimit(c, next),
  );
  app.use('*', refuseControlCharactersInUrl);
  app.route('/api', api);
  app.route(
    '/api',
    openApiRoutes(() => app!, config.publicUrl),
  );
  const functions = functionsRoutes(
    { db, clock },
    geo,
    {
      googleMapsApiKey: config.GOOGLE_MAPS_API_KEY,
      tileUrl: config.MAP_TILE_URL,
      tileAttribution: config.MAP_TILE_ATTRIBUTION,
    },
    guards,
  );
  functions.notFound(handleNotFound);
  app.route('/functions/v1', functions);
  // A mounted app's notFound is not used by its parent: an unknown function is the JSON 404, not the SPA.
  app.all('/functions/v1/*', handleNotFound);
  app.all('/api/*', handleNotFound);
  if (config.devOutbox) app.route('/dev/outbox', outboxPageRoutes(db));
  if (sandbox)
    app.route('/sandbox-gateway', sandboxGatewayPages(sandbox, { payeeVpa: config.SANDBOX_UPI_PAYEE_VPA }));
  // Local-disk photos are served by the app; an S3 bucket serves its own (S3_PUBLIC_BASE_URL).
  if (config.STORAGE_PROVIDER === 'local') app.route('/media', publicMediaRoutes(storage));
  // Prometheus scrapes each instance directly with its token (ADR 0062); without a token there is no /metrics.
  exposeJobQueueDepth(db);
  if (config.METRICS_TOKEN) app.route('/metrics', metricsRoutes(config.METRICS_TOKEN));
  serveWebApp(app, config.WEB_DIST_DIR);
  return {
    app: app as Hono,
    auth,
    hub,
    searchCache,
    riderPositions,
    lifecycle,
    jobs: {
      db,
      push,
      ...(nativePush ? { nativePush } : {}),
      mail: providers.mail,
      storage,
      publicUrl: config.publicUrl,
      clock,
      riderOffers: offerSettings,
      gateway,
      payouts,
      refunds: {
        lateDeliveryMinutes: config.LATE_DELIVERY_REFUND_MINUTES,
        pendingRecheckMinutes: config.REFUND_PENDING_RECHECK_MINUTES,
      },
    },
  };
}
