import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { watchOfflineCart } from '../features/cart/offline/watch-offline-cart.js';
import { useTheme } from '../features/theme/theme-store.js';
import { ApiError } from '../shared/api/api-error.js';
import { isNativeShell } from '../shared/native/native-shell.js';
import { sessionStore } from '../shared/session/session-store.js';
import { useAuth } from '../shared/session/use-auth.js';
import { isToasterWanted, subscribeToasterWanted } from '../shared/ui/toast.js';
import { ErrorBoundary } from './error-boundary.js';
import { createAppRouter } from './router.js';

/** Spec §9: cached data lives 5 minutes; stale entries refresh in the background every 30 s. */
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;
export const BACKGROUND_REFRESH_MS = 30 * 1000;
/** Live updates and the purchase-monitoring badge load in their own chunk, after the first screen. */
const MonitoringBadge = lazy(() =>
  import('../features/purchase-monitoring/monitoring-badge.js').then((m) => ({ default: m.MonitoringBadge })),
);

/** The Toaster comes with the first toast (shared/ui/toast.ts, ADR 0060). */
const AppToaster = lazy(() => import('./app-toaster.js').then((m) => ({ default: m.AppToaster })));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_LIFETIME_MS,
        staleTime: BACKGROUND_REFRESH_MS,
        refetchInterval: BACKGROUND_REFRESH_MS,
        refetchIntervalInBackground: false,
        // Offline, a read still goes out once: the service worker may answer it from its cache (ADR 0053).
        networkMode: 'offlineFirst',
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const theme = useTheme();
  const toasterWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted);
  const signedIn = useAuth().status === 'signedIn';
  // Signed out there is nothing live to follow: /splash and /auth never download the live-order, admin and
  // purchase-monitoring code (ADR 0060). The native shell needs it signed out too (deep links, back button).
  const live = signedIn || isNativeShell();

  useEffect(() => {
    void sessionStore.start();
    return sessionStore.subscribe((_state, event) => {
      if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') queryClient.clear();
    });
  }, [queryClient]);

  // Cart changes made offline: shown and sent on start and whenever the connection returns (ADR 0054).
  useEffect(() => watchOfflineCart(queryClient), [queryClient]);

  // Realtime events, notifications, order toasts and purchase monitoring, while someone is signed in.
  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-updates.js').then(({ startLiveUpdates }) => {
      if (!cancelled) stop = startLiveUpdates(queryClient, router);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, router, live]);

  // The service worker (offline, "Update available", Web Push) registers after the first screen, in its own chunk.
  useEffect(() => {
    if (import.meta.env.VITE_NATIVE_SHELL === 'true') return;
    void import('../features/pwa/start-pwa.js').then(({ startPwa }) =>
      startPwa(() => import('../features/pwa/update-prompt.js')),
    );
  }, []);

  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* Above the bottom navigation: the header's links and the page's heading stay visible and tappable. */}
        {toasterWanted ? (
          <Suspense fallback={null}>
            <AppToaster theme={theme} />
          </Suspense>
        ) : null}
        {signedIn ? (
          <Suspense fallback={null}>
            <MonitoringBadge />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
