import { decideRouteAccess } from '@tokri/core';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LanguageDialog } from '../features/language/language-dialog.js';
import { useTranslation } from '../i18n/use-translation.js';
import { useAuth } from '../shared/session/use-auth.js';
import { Spinner } from '../shared/ui/spinner.js';
import { BottomNav } from './bottom-nav.js';
import { Header } from './header.js';
import { OfflineBanner } from './offline-banner.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { ForbiddenPage, NotFoundPage } from './status-pages.js';

const WITHOUT_CHROME = new Set(['/splash', '/auth', '/auth/callback']);

/**
 * Every route renders inside this layout: it waits for the session, applies the spec's access rules
 * (the same pure function the unit tests check), and draws the header and bottom navigation.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <Spinner label={t('app.loadingSession')} />;

  const user = auth.session?.user;
  const decision = decideRouteAccess(location.pathname, location.search, {
    signedIn: auth.status === 'signedIn',
    isAdmin: user?.isAdmin ?? false,
    isDeliveryPartner: user?.isDeliveryPartner ?? false,
  });
  if (decision.type === 'redirect') {
    const to = auth.signedOutByUser && decision.to.startsWith('/auth?') ? '/auth' : decision.to;
    return <Navigate to={to} replace />;
  }

  const chrome = !WITHOUT_CHROME.has(location.pathname);
  return (
    <>
      <OfflineBanner />
      {chrome ? <Header /> : null}
      <main className={chrome ? 'pb-24' : ''}>
        {decision.type === 'forbidden' ? (
          <ForbiddenPage />
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
      {chrome ? <BottomNav /> : null}
      <LanguageDialog />
    </>
  );
}
