import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/api-client.js';
import { useAuth } from '../../../shared/session/use-auth.js';
import { favoritesKeys } from './favorites-keys.js';

const getFavoriteIds = ({ signal }: { signal: AbortSignal }) =>
  api<{ productIds: string[] }>('/api/favorites/ids', { signal }).then((body) => body.productIds);

/**
 * Whether one product is a favourite, read from the shared id list (GET /api/favorites/ids) so every
 * heart on the screen agrees; each button re-renders only when its own answer changes.
 */
export function useIsFavorite(productId: string, fallback = false): boolean {
  const { status } = useAuth();
  const select = useCallback((ids: string[]) => ids.includes(productId), [productId]);
  const query = useQuery({
    queryKey: favoritesKeys.ids,
    queryFn: getFavoriteIds,
    enabled: status === 'signedIn',
    select,
  });
  return query.data ?? fallback;
}
