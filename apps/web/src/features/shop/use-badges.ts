import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.js';
import { useAuth } from '../../shared/session/use-auth.js';

export interface Badges {
  favorites: number;
  cartItems: number;
}

export const badgesQueryKey = ['badges'] as const;

/** Counts for the header's favourites and cart badges. */
export function useBadges() {
  const { status } = useAuth();
  return useQuery({
    queryKey: badgesQueryKey,
    queryFn: () => api<Badges>('/api/badges'),
    enabled: status === 'signedIn',
  });
}
