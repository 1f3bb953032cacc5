import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en, type Resources } from '../../i18n/en.js';
import { hi } from '../../i18n/hi.js';
import { changeLanguage, initI18n, storedLanguage } from '../../i18n/index.js';
import { te } from '../../i18n/te.js';
import { sessionStore } from '../../shared/session/session-store.js';
import { AuthCallbackPage } from './auth-callback-page.js';
import { AuthPage } from './auth-page.js';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  fetchMock.mockReset();
  await changeLanguage('en');
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/home" element={<p>home page</p>} />
    </Routes>,
    { wrapper },
  );
}

async function signUpAs(identifier: string, texts: Resources) {
  fireEvent.input(screen.getByLabelText(texts.auth.fullName), { target: { value: 'Meera' } });
  fireEvent.input(screen.getByLabelText(texts.auth.identifier, { exact: false }), {
    target: { value: identifier },
  });
  fireEvent.input(screen.getByLabelText(texts.auth.password, { exact: false }), {
    target: { value: 'Saffron-Lotus-Kettle-58' },
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: texts.auth.signUp })));
}

describe('sign-up by link (ADR 0072)', () => {
  it('when sign-up is accepted, then the screen says to check the inbox, and nobody is signed in', async () => {
    fetchMock.mockResolvedValue(json(202, { sent: true }));
    renderAt('/auth?mode=sign-up');
    await signUpAs('meera@example.in', en);
    await waitFor(() => expect(screen.getByRole('heading', { name: en.auth.checkEmailTitle })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(
      en.auth.signUpSentEmail.replace('{{identifier}}', 'meera@example.in'),
    );
    expect(screen.queryByRole('button', { name: en.auth.signUp })).toBeNull();
    expect(sessionStore.getState().session).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/auth\/sign-up$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      identifier: 'meera@example.in',
      fullName: 'Meera',
    });
  });

  it('when a phone number signs up in Hindi or Telugu, then the screen says to check the phone in that language', async () => {
    for (const [language, texts] of [
      ['hi', hi],
      ['te', te],
    ] as const) {
      await changeLanguage(language);
      fetchMock.mockResolvedValue(json(202, { sent: true }));
      const view = renderAt('/auth?mode=sign-up');
      await signUpAs('98480 22338', texts);
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: texts.auth.checkPhoneTitle })).toBeTruthy(),
      );
      expect(screen.getByRole('status').textContent).toBe(
        texts.auth.signUpSentPhone.replace('{{identifier}}', '98480 22338'),
      );
      view.unmount();
    }
  });

  it('when the emailed link is opened, then it completes the sign-up, signs in and goes home', async () => {
    const session = {
      accessToken: 'a.b.c',
      refreshToken: 'r'.repeat(43),
      expiresAt: Math.floor(Date.now() / 1000) + 900,
      user: {
        id: '5b0c6a4e-0000-4000-8000-000000000001',
        email: 'meera@example.in',
        phone: null,
        fullName: 'Meera',
        roles: [],
        isAdmin: false,
        isDeliveryPartner: false,
        preferredLanguage: null,
      },
    };
    fetchMock.mockResolvedValue(json(200, session));
    renderAt(`/auth/callback?type=signup&token=${'t'.repeat(43)}`);
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/auth\/sign-up\/confirm$/);
    // With the language chosen on this device, if any (ADR 0076).
    const chosen = storedLanguage();
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 't'.repeat(43),
      ...(chosen ? { language: chosen } : {}),
    });
    expect(sessionStore.getState().session?.user.email).toBe('meera@example.in');
  });
});
