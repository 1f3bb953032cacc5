import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { AuthUser, Profile } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { profileEn } from './i18n/en.js';
import { ProfilePage } from './profile-page.js';
import { SettingsPage } from './settings-page.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));
let user: AuthUser | null = null;
vi.mock('../../shared/session/use-auth.js', () => ({
  useAuth: () => ({ status: 'signedIn', session: null, lastEvent: null, signedOutByUser: false }),
  useCurrentUser: () => user,
}));

const PROFILE: Profile = {
  fullName: 'Ravi Kumar',
  phone: '+919876543210',
  dateOfBirth: null,
  preferredLanguage: 'en',
  pushNotifications: true,
  emailMarketing: false,
  smsUpdates: true,
  email: 'ravi@example.in',
  memberSince: '2026-01-05T10:00:00.000Z',
  activeMember: false,
  activeMemberReason: null,
};

function as(roles: { isAdmin?: boolean; isDeliveryPartner?: boolean }) {
  user = {
    id: 'u1',
    email: 'ravi@example.in',
    phone: null,
    fullName: 'Ravi Kumar',
    roles: roles.isAdmin ? ['admin'] : [],
    isAdmin: roles.isAdmin ?? false,
    isDeliveryPartner: roles.isDeliveryPartner ?? false,
    preferredLanguage: 'en',
  };
}

function renderAt(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const hrefs = () => [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(api).mockReset();
});

describe('profile and settings lead everywhere a person may go (issue 32 item 1)', () => {
  it('when a rider opens the profile, then the rider app is one tap away; a customer sees no rider or console entry', async () => {
    vi.mocked(api).mockResolvedValue({ profile: PROFILE });
    as({ isDeliveryPartner: true });
    renderAt(<ProfilePage />);
    const riderApp = await screen.findByRole('link', { name: profileEn.roles.riderApp });
    expect(riderApp.getAttribute('href')).toBe('/delivery');
    expect(screen.queryByRole('link', { name: profileEn.roles.adminConsole })).toBeNull();
    document.body.innerHTML = '';
    as({});
    renderAt(<ProfilePage />);
    await screen.findByDisplayValue('Ravi Kumar');
    expect(hrefs()).not.toContain('/delivery');
    expect(hrefs()).not.toContain('/admin');
  });

  it('when an admin opens the profile, then the console is one tap away', async () => {
    vi.mocked(api).mockResolvedValue({ profile: PROFILE });
    as({ isAdmin: true });
    renderAt(<ProfilePage />);
    const console = await screen.findByRole('link', { name: profileEn.roles.adminConsole });
    expect(console.getAttribute('href')).toBe('/admin');
    // The bell shows "View all" only when there are more than it lists: the profile always leads to the list.
    expect(hrefs()).toContain('/notifications');
  });

  it('when a customer opens the profile, then help, their lists and the policies are linked', async () => {
    vi.mocked(api).mockResolvedValue({ profile: PROFILE });
    as({});
    renderAt(<ProfilePage />);
    await screen.findByRole('link', { name: 'Help & Support' });
    for (const path of [
      '/support',
      '/recently-viewed',
      '/previously-bought',
      '/frequently-bought',
      '/settings',
      '/notifications',
      '/wallet',
      '/refer',
      '/rate-app',
      '/about',
    ]) {
      expect(hrefs(), path).toContain(path);
    }
  });

  it('when the settings open, then Help & support and the privacy policy are linked', () => {
    vi.mocked(api).mockResolvedValue({ profile: PROFILE });
    as({});
    renderAt(<SettingsPage />);
    expect(screen.getByRole('link', { name: 'Help & Support' }).getAttribute('href')).toBe('/support');
    expect(hrefs()).toContain('/privacy-policy');
    expect(hrefs()).toContain('/push-notifications');
  });
});
