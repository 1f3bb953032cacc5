import { type AppArea, chromeFor, decideRouteAccess, primaryArea } from '@tokri/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LanguageDialog } from '../features/language/language-dialog.js';
import { NotificationBell } from '../features/notifications/index.js';
import { useTranslation } from '../i18n/use-translation.js';
import { useAuth } from '../shared/session/use-auth.js';
import { Spinner } from '../shared/ui/spinner.js';
import { BottomNav } from './bottom-nav.js';
import { Header } from './header.js';
import { OfflineBanner } from './offline-banner.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { NotFoundPage } from './status-pages.js';

// The console's and the rider app's header and the role-aware refusal: a chunk the shop's first download skips.
const roleChrome = () => import('./role-chrome/role-chrome.js');
const RoleHeader = lazy(() => roleChrome().then((m) => ({ default: m.RoleHeader })));
const RoleForbiddenPage = lazy(() => roleChrome().then((m) => ({ default: m.RoleForbiddenPage })));

/** The part of the app last worked in, so a shared page (profile, help) keeps that part's chrome (ADR 0074). */
let lastArea: AppArea | null = null;

/**
 * Every route renders inside this layout: it waits for the session, applies the spec's access rules
 * (the same pure function the unit tests check), and draws the chrome of the page's part of the app: the shop's
 * header and bottom navigation, or the console's or the rider app's own header (ADR 0074).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <Spinner label={t('app.loadingSession')} />;

  const user = auth.session?.user;
  const viewer = {
    signedIn: auth.status === 'signedIn',
    isAdmin: user?.isAdmin ?? false,
    isDeliveryPartner: user?.isDeliveryPartner ?? false,
  };
  const decision = decideRouteAccess(location.pathname, location.search, viewer);
  if (decision.type === 'redirect') {
    const to = auth.signedOutByUser && decision.to.startsWith('/auth?') ? '/auth' : decision.to;
    return <Navigate to={to} replace />;
  }

  const chrome = chromeFor(location.pathname, viewer, lastArea);
  if (viewer.signedIn && decision.type === 'render' && chrome !== 'none') lastArea = chrome;
  const shop = chrome === 'customer';
  return (
    <>
      <OfflineBanner />
      {shop ? <Header /> : null}
      {chrome === 'admin' || chrome === 'rider' ? (
        <Suspense fallback={null}>
          <RoleHeader area={chrome} bell={<NotificationBell />} />
        </Suspense>
      ) : null}
      <main className={shop ? 'pb-24' : ''}>
        {decision.type === 'forbidden' ? (
          <Suspense fallback={<Spinner label={t('app.loading')} />}>
            <RoleForbiddenPage area={decision.area} own={primaryArea(viewer)} />
          </Suspense>
        ) : decision.type === 'notFound' ? (
          <NotFoundPage />
        ) : (
          <RouteErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </main>
      {shop ? <BottomNav /> : null}
      <LanguageDialog />
    </>
  );
}
