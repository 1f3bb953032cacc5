import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { toast } from '../../../shared/ui/toast.js';
import { favoritesKeys } from './favorites-keys.js';
import { useToggleFavorite } from './toggle-favorite.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const signedIn = { session: { accessToken: 'a' } } as unknown as ReturnType<typeof sessionStore.getState>;
const signedOut = { session: null } as unknown as ReturnType<typeof sessionStore.getState>;

function setup() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(favoritesKeys.ids, ['b']);
  queryClient.setQueryData(['badges'], { favorites: 1, cartItems: 0 });
  return renderHook(() => useToggleFavorite(), { wrapper }).result;
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => vi.spyOn(sessionStore, 'getState').mockReturnValue(signedIn));
afterEach(() => vi.clearAllMocks());

describe('useToggleFavorite', () => {
  it('when the server accepts, then the heart and the badge change at once and a success toast shows', async () => {
    let accept: (value: unknown) => void = () => undefined;
    vi.mocked(api).mockReturnValue(new Promise((resolve) => (accept = resolve)));
    const toggle = setup();
    act(() => toggle.current('a', true));
    await waitFor(() => expect(queryClient.getQueryData(favoritesKeys.ids)).toEqual(['a', 'b']));
    expect(queryClient.getQueryData(['badges'])).toEqual({ favorites: 2, cartItems: 0 });
    expect(api).toHaveBeenCalledWith('/api/favorites/a', { method: 'PUT' });
    accept(undefined);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Added to favourites', { id: 'favorite-a' }),
    );
  });

  it('when the server fails, then the change is undone and the failure toast shows', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(500, 'UNEXPECTED', 'boom'));
    const toggle = setup();
    act(() => toggle.current('b', false));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to remove from favourites', { id: 'favorite-b' }),
    );
    expect(queryClient.getQueryData(favoritesKeys.ids)).toEqual(['b']);
    expect(queryClient.getQueryData(['badges'])).toEqual({ favorites: 1, cartItems: 0 });
  });

  it('when the server says 401, then the customer is asked to log in', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(401, 'AUTH_SESSION_EXPIRED', 'expired'));
    const toggle = setup();
    act(() => toggle.current('a', true));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please login to add favourites', { id: 'favorite-a' }),
    );
  });

  it('when there is no session, then nothing is sent and the customer is asked to log in', () => {
    vi.spyOn(sessionStore, 'getState').mockReturnValue(signedOut);
    const toggle = setup();
    act(() => toggle.current('b', false));
    expect(api).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Please login to manage favourites', { id: 'favorite-b' });
    expect(queryClient.getQueryData(favoritesKeys.ids)).toEqual(['b']);
  });
});
