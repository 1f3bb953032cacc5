import { act, render, screen } from '@testing-library/react';
import type { AuthUser } from '@tokri/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.js';
import type { AuthState } from '../shared/session/session-store.js';
import { roleChromeTexts } from './role-chrome/texts.js';
import { RootLayout } from './root-layout.js';

let auth: AuthState = { status: 'signedOut', session: null, lastEvent: null, signedOutByUser: false };

vi.mock('../shared/session/use-auth.js', () => ({
  useAuth: () => auth,
  useCurrentUser: () => auth.session?.user ?? null,
}));
// The shop's header and bottom nav read the cart, the location and the bell's queries: stand-ins show which is drawn.
vi.mock('./header.js', () => ({ Header: () => <div data-testid="shop-header" /> }));
vi.mock('./bottom-nav.js', () => ({ BottomNav: () => <div data-testid="shop-bottom-nav" /> }));
vi.mock('./offline-banner.js', () => ({ OfflineBanner: () => null }));
vi.mock('../features/language/language-dialog.js', () => ({ LanguageDialog: () => null }));
vi.mock('../features/notifications/index.js', () => ({
  NotificationBell: () => <button type="button">bell</button>,
}));

const en = roleChromeTexts.texts.en;

function signedInAs(roles: Partial<Pick<AuthUser, 'isAdmin' | 'isDeliveryPartner'>>) {
  const user: AuthUser = {
    id: 'u1',
    email: 'someone@tokri.in',
    phone: null,
    fullName: 'Someone',
    roles: roles.isAdmin ? ['admin'] : [],
    isAdmin: roles.isAdmin ?? false,
    isDeliveryPartner: roles.isDeliveryPartner ?? false,
    preferredLanguage: 'en',
  };
  auth = {
    status: 'signedIn',
    session: { accessToken: 'a', refreshToken: 'r', expiresAt: 0, user },
    lastEvent: null,
    signedOutByUser: false,
  };
}

const PAGES = ['/home', '/cart', '/delivery', '/admin', '/admin/orders', '/profile', '/auth', '/splash'];

async function open(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: null },
          ...PAGES.map((page) => ({ path: page, element: <p data-testid="page">{page}</p> })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  // The role chrome and the refusal are a lazy chunk.
  await act(async () => {
    await import('./role-chrome/role-chrome.js');
  });
  return router;
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  auth = { status: 'signedOut', session: null, lastEvent: null, signedOutByUser: false };
});

describe('landing and chrome by role (issue 32 item 1, ADR 0074)', () => {
  it('when a rider has signed in, then /auth leads to the rider app, drawn without the shop header or nav', async () => {
    signedInAs({ isDeliveryPartner: true });
    const router = await open('/auth');
    await screen.findByTestId('rider-chrome');
    expect(router.state.location.pathname).toBe('/delivery');
    expect(screen.getByTestId('page').textContent).toBe('/delivery');
    expect(screen.queryByTestId('shop-header')).toBeNull();
    expect(screen.queryByTestId('shop-bottom-nav')).toBeNull();
    // A rider who also shops can switch.
    expect(screen.getByTestId('switch-to-shop').getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: en.profile }).getAttribute('href')).toBe('/profile');
  });

  it('when an admin starts the app at "/", then the console opens in its own chrome', async () => {
    signedInAs({ isAdmin: true });
    const router = await open('/');
    await screen.findByTestId('admin-chrome');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByTestId('shop-header')).toBeNull();
    expect(screen.queryByTestId('shop-bottom-nav')).toBeNull();
    expect(screen.getByRole('link', { name: /Console/ }).getAttribute('href')).toBe('/admin');
  });

  it('when a customer starts the app or signs in, then the shop opens with its header and bottom nav', async () => {
    signedInAs({});
    const router = await open('/splash');
    await screen.findByTestId('shop-header');
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByTestId('shop-bottom-nav')).toBeTruthy();
    expect(screen.queryByTestId('rider-chrome')).toBeNull();
    expect(screen.queryByTestId('admin-chrome')).toBeNull();
  });

  it('when a rider switches to the shop, then the shop chrome is drawn, and their profile keeps it', async () => {
    signedInAs({ isDeliveryPartner: true });
    const router = await open('/cart');
    await screen.findByTestId('shop-header');
    expect(screen.queryByTestId('rider-chrome')).toBeNull();
    await act(() => router.navigate('/profile'));
    expect(screen.getByTestId('shop-header')).toBeTruthy();
    await act(() => router.navigate('/delivery'));
    await screen.findByTestId('rider-chrome');
    await act(() => router.navigate('/profile'));
    expect(screen.getByTestId('rider-chrome')).toBeTruthy();
    expect(screen.queryByTestId('shop-bottom-nav')).toBeNull();
  });

  it('when a customer opens the rider app, then the refusal says it is for delivery partners and leads to the shop', async () => {
    signedInAs({});
    await open('/delivery');
    const refused = await screen.findByTestId('forbidden');
    expect(refused.textContent).toContain(en.forbidden.riderBody);
    expect(refused.textContent).not.toContain('administrators');
    expect(screen.getByRole('link', { name: en.goTo.customer }).getAttribute('href')).toBe('/home');
    expect(screen.getByTestId('shop-header')).toBeTruthy();
  });

  it('when a rider opens the console, then the refusal names the console and leads back to the rider app', async () => {
    signedInAs({ isDeliveryPartner: true });
    await open('/admin/orders');
    const refused = await screen.findByTestId('forbidden');
    expect(refused.textContent).toContain(en.forbidden.adminBody);
    expect(screen.getByRole('link', { name: en.goTo.rider }).getAttribute('href')).toBe('/delivery');
    expect(screen.getByTestId('rider-chrome')).toBeTruthy();
  });
});
