import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen.js';
import { retryableLazy } from './retryable-lazy.js';
import { RootLayout } from './root-layout.js';
import { NotFoundPage } from './status-pages.js';

/** Lazy pages: each route's code loads when first opened, behind the "Loading" fallback (and again after a failure). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Component = retryableLazy(async () => ({ default: pick(await load()) }));
  return <Component />;
}

const myProducts = (list: 'frequently-bought' | 'previously-bought' | 'recently-viewed') =>
  page(
    () => import('../features/catalog/pages/my-products-page.js'),
    (m) => () => <m.MyProductsPage list={list} />,
  );
const legal = (kind: 'privacy' | 'terms' | 'shipping' | 'refund' | 'about') =>
  page(
    () => import('../features/legal/legal-page.js'),
    (m) => () => <m.LegalPage kind={kind} />,
  );

const privacyPages = () => import('../features/privacy/privacy-pages.js');

/** Both subscription screens come in one chunk (one entry in the shell's list of lazy files). */
const subscriptionPages = () => import('../features/subscriptions/subscription-pages.js');
const createSubscription = page(subscriptionPages, (m) => m.CreateSubscriptionPage);
/** The support screens share one chunk, and so do the admin's two (issue 16 item 3). */
const support = () => import('../features/support/support-pages.js');
const adminSupport = () => import('../features/admin/support/support.js');
const ratingPages = () => import('../features/ratings/rating-pages.js');

/** The spec's route table (§2). Access rules live in @tokri/core's ROUTE_RULES and are applied by RootLayout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: '/', element: null },
      {
        path: '/splash',
        element: page(
          () => import('../features/auth/splash-page.js'),
          (m) => m.SplashPage,
        ),
      },
      {
        path: '/auth',
        element: page(
          () => import('../features/auth/auth-page.js'),
          (m) => m.AuthPage,
        ),
      },
      {
        path: '/auth/callback',
        element: page(
          () => import('../features/auth/auth-callback-page.js'),
          (m) => m.AuthCallbackPage,
        ),
      },
      {
        path: '/home',
        element: page(
          () => import('../features/home/home-page.js'),
          (m) => m.HomePage,
        ),
      },
      {
        path: '/product/:id',
        element: page(
          () => import('../features/catalog/pages/product-page.js'),
          (m) => m.ProductPage,
        ),
      },
      {
        path: '/cart',
        element: page(
          () => import('../features/cart/cart-page.js'),
          (m) => m.CartPage,
        ),
      },
      {
        path: '/checkout',
        element: page(
          () => import('../features/checkout/checkout-page.js'),
          (m) => m.CheckoutPage,
        ),
      },
      {
        path: '/checkout/payment',
        element: page(
          () => import('../features/payments/payment-return-page.js'),
          (m) => m.PaymentReturnPage,
        ),
      },
      {
        path: '/confirmation',
        element: page(
          () => import('../features/orders/confirmation-page.js'),
          (m) => m.ConfirmationPage,
        ),
      },
      {
        path: '/orders',
        element: page(
          () => import('../features/orders/orders-page.js'),
          (m) => m.OrdersPage,
        ),
      },
      {
        path: '/orders/:orderId',
        element: page(
          () => import('../features/orders/order-detail-page.js'),
          (m) => m.OrderDetailPage,
        ),
      },
      {
        path: '/orders/:orderId/invoice',
        element: page(
          () => import('../features/orders/invoice-page.js'),
          (m) => m.InvoicePage,
        ),
      },
      { path: '/orders/:orderId/rate', element: page(ratingPages, (m) => m.RateOrderPage) },
      { path: '/rate-app', element: page(ratingPages, (m) => m.RateAppPage) },
      {
        path: '/refer',
        element: page(
          () => import('../features/referrals/refer-page.js'),
          (m) => m.ReferPage,
        ),
      },
      {
        path: '/profile',
        element: page(
          () => import('../features/profile/profile-page.js'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: '/settings',
        element: page(
          () => import('../features/profile/settings-page.js'),
          (m) => m.SettingsPage,
        ),
      },
      { path: '/support', element: page(support, (m) => m.SupportPage) },
      { path: '/support/order/:orderId', element: page(support, (m) => m.OrderHelpPage) },
      { path: '/support/bug', element: page(support, (m) => m.BugReportPage) },
      { path: '/support/tickets', element: page(support, (m) => m.TicketsPage) },
      { path: '/support/tickets/:ticketId', element: page(support, (m) => m.TicketPage) },
      {
        path: '/delivery',
        element: page(
          () => import('../features/delivery/delivery-page.js'),
          (m) => m.DeliveryPage,
        ),
      },
      {
        path: '/favorites',
        element: page(
          () => import('./routes/favorites-page.js'),
          (m) => m.FavoritesPage,
        ),
      },
      {
        path: '/subscriptions',
        element: page(subscriptionPages, (m) => m.SubscriptionsPage),
      },
      { path: '/create-subscription', element: createSubscription },
      { path: '/create-subscription/:productId', element: createSubscription },
      {
        path: '/saved-addresses',
        element: page(
          () => import('../features/addresses/saved-addresses-page.js'),
          (m) => m.SavedAddressesPage,
        ),
      },
      {
        path: '/wallet',
        element: page(
          () => import('../features/wallet/wallet-page.js'),
          (m) => m.WalletPage,
        ),
      },
      {
        path: '/payment-methods',
        element: page(
          () => import('../features/payments/payment-methods-page.js'),
          (m) => m.PaymentMethodsPage,
        ),
      },
      {
        path: '/notifications',
        element: page(
          () => import('../features/notifications/notifications-page.js'),
          (m) => m.NotificationsPage,
        ),
      },
      { path: '/frequently-bought', element: myProducts('frequently-bought') },
      { path: '/previously-bought', element: myProducts('previously-bought') },
      {
        path: '/all-products',
        element: page(
          () => import('../features/catalog/pages/all-products-page.js'),
          (m) => m.AllProductsPage,
        ),
      },
      {
        path: '/category/:category',
        element: page(
          () => import('../features/catalog/pages/category-page.js'),
          (m) => m.CategoryPage,
        ),
      },
      {
        path: '/todays-best-deals',
        element: page(
          () => import('../features/catalog/pages/todays-best-deals-page.js'),
          (m) => m.TodaysBestDealsPage,
        ),
      },
      {
        path: '/track-order/:orderId',
        element: page(
          () => import('../features/orders/track-order-page.js'),
          (m) => m.TrackOrderPage,
        ),
      },
      {
        path: '/push-notifications',
        element: page(
          () => import('../features/push/push-notifications-page.js'),
          (m) => m.PushNotificationsPage,
        ),
      },
      { path: '/recently-viewed', element: myProducts('recently-viewed') },
      {
        path: '/admin/products',
        element: page(
          () => import('../features/admin/catalog/products-list-page.js'),
          (m) => m.ProductsListPage,
        ),
      },
      {
        // In the products list's chunk: a chunk of its own would add its name to /home's preload map (ADR 0046).
        path: '/admin/expiring',
        element: page(
          () => import('../features/admin/catalog/products-list-page.js'),
          (m) => m.AdminExpiringPage,
        ),
      },
      {
        path: '/admin/products/new',
        element: page(
          () => import('../features/admin/catalog/product-form-page.js'),
          (m) => m.ProductFormPage,
        ),
      },
      {
        path: '/admin/products/:id',
        element: page(
          () => import('../features/admin/catalog/product-form-page.js'),
          (m) => m.ProductFormPage,
        ),
      },
      {
        path: '/admin/categories',
        element: page(
          () => import('../features/admin/catalog/categories-page.js'),
          (m) => m.CategoriesPage,
        ),
      },
      {
        path: '/admin/orders',
        element: page(
          () => import('../features/admin/admin-orders-page.js'),
          (m) => m.AdminOrdersPage,
        ),
      },
      {
        path: '/admin/refunds',
        element: page(
          // Short file and export names: this entry is in the /home bundle, which has bytes to spare, not names.
          () => import('../features/admin/refunds/refunds.js'),
          (m) => m.RefundsPage,
        ),
      },
      { path: '/admin/support', element: page(adminSupport, (m) => m.SupportQueue) },
      { path: '/admin/support/:ticketId', element: page(adminSupport, (m) => m.SupportTicket) },
      {
        path: '/admin/coupons',
        element: page(
          () => import('../features/admin/coupons/coupons-page.js'),
          (m) => m.AdminCouponsPage,
        ),
      },
      {
        path: '/admin/ratings',
        element: page(
          () => import('../features/admin/ratings/ratings-page.js'),
          (m) => m.AdminRatingsPage,
        ),
      },
      {
        path: '/admin/seller-locations',
        element: page(
          () => import('../features/admin/stores/stores-page.js'),
          (m) => m.AdminStoresPage,
        ),
      },
      {
        path: '/admin/distance-tracking',
        element: page(
          () => import('../features/admin/console/distance-page.js'),
          (m) => m.DistancePage,
        ),
      },
      {
        path: '/admin',
        element: page(
          () => import('../features/admin/dashboard/admin-dashboard-page.js'),
          (m) => m.AdminDashboardPage,
        ),
      },
      {
        path: '/admin/audit',
        element: page(
          () => import('../features/admin/console/audit-page.js'),
          (m) => m.AuditPage,
        ),
      },
      {
        path: '/admin/broadcast',
        element: page(
          () => import('../features/admin/console/broadcast-page.js'),
          (m) => m.BroadcastPage,
        ),
      },
      {
        path: '/admin/subscription-fixer',
        element: page(
          () => import('../features/admin/subscription-fixer/subscription-fixer-page.js'),
          (m) => m.SubscriptionFixerPage,
        ),
      },
      {
        path: '/admin/riders',
        element: page(
          () => import('../features/admin/people/riders-page.js'),
          (m) => m.RidersPage,
        ),
      },
      {
        path: '/admin/customers',
        element: page(
          () => import('../features/admin/people/customers-page.js'),
          (m) => m.CustomersPage,
        ),
      },
      {
        path: '/admin/customers/:id',
        element: page(
          () => import('../features/admin/people/customer-detail-page.js'),
          (m) => m.CustomerDetailPage,
        ),
      },
      { path: '/privacy/data', element: page(privacyPages, (m) => m.MyDataPage) },
      { path: '/privacy/delete-account', element: page(privacyPages, (m) => m.DeleteAccountPage) },
      { path: '/privacy-policy', element: legal('privacy') },
      { path: '/terms-conditions', element: legal('terms') },
      { path: '/shipping-policy', element: legal('shipping') },
      { path: '/refund-policy', element: legal('refund') },
      { path: '/about', element: legal('about') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
