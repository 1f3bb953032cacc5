import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { ApiError } from '../../shared/api/api-error.js';
import { toast } from '../../shared/ui/toast.js';
import { profileEn } from './i18n/en.js';
import { ProfilePage } from './profile-page.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../shared/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PROFILE: Profile = {
  fullName: 'Asha Rao',
  phone: '+919876543210',
  dateOfBirth: null,
  preferredLanguage: 'en',
  pushNotifications: true,
  emailMarketing: false,
  smsUpdates: true,
  email: 'asha@example.in',
  memberSince: '2026-01-05T10:00:00.000Z',
  activeMember: false,
  activeMemberReason: null,
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/profile']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<ProfilePage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(api).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('profile page', () => {
  it('when the customer has not earned it, then no Active Member badge is shown', async () => {
    vi.mocked(api).mockResolvedValue({ profile: PROFILE });
    renderPage();
    await screen.findByDisplayValue('Asha Rao');
    expect(screen.queryByTestId('active-member')).toBeNull();
  });

  it('when the server says there is an active plan, then the badge shows with why', async () => {
    vi.mocked(api).mockResolvedValue({
      profile: { ...PROFILE, activeMember: true, activeMemberReason: 'active_subscription' },
    });
    renderPage();
    const badge = await screen.findByTestId('active-member');
    expect(badge.textContent).toContain(profileEn.badge.active_subscription);
  });

  it('when the server refuses the date of birth, then its message shows under the field and no toast', async () => {
    const message = 'You must be at least 13 years old to use Tokri.';
    vi.mocked(api).mockImplementation(async (_path, request) => {
      if (request?.method === 'PATCH')
        throw new ApiError(400, 'DATE_OF_BIRTH_TOO_YOUNG', message, { dateOfBirth: message });
      return { profile: PROFILE };
    });
    renderPage();
    const field = await screen.findByLabelText('Date of birth');
    fireEvent.input(field, { target: { value: '01/01/2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(
      vi.mocked(api).mock.calls.find(([, request]) => request?.method === 'PATCH')?.[1]?.body,
    ).toMatchObject({ dateOfBirth: '2020-01-01' });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
