import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@tokri/core';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { toast } from '../../../shared/ui/toast.js';
import { type Badges, badgesQueryKey } from '../../shop/index.js';
import { adjustCount, failureMessage, successMessage, withFavorite } from '../utils/favorite-state.js';
import { favoritesKeys } from './favorites-keys.js';

const toggleKey = ['favorites', 'toggle'] as const;

interface Toggle {
  productId: string;
  favorite: boolean;
}

/**
 * Favourites a product or takes it out, optimistically: the heart and the header badge change at once
 * and go back if the server says no. Once the last toggle settles, ids, list and badges are refetched.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  const setState = (productId: string, favorite: boolean, wasFavorite: boolean) => {
    queryClient.setQueryData<string[]>(favoritesKeys.ids, (ids = []) =>
      withFavorite(ids, productId, favorite),
    );
    queryClient.setQueryData<Badges>(badgesQueryKey, (badges) =>
      badges ? { ...badges, favorites: adjustCount(badges.favorites, wasFavorite, favorite) } : badges,
    );
    // A product taken out leaves the favourites page at once; one put back returns with the refetch.
    if (!favorite) {
      queryClient.setQueriesData<ProductSummary[]>({ queryKey: favoritesKeys.lists }, (items) =>
        items?.filter((item) => item.id !== productId),
      );
    }
  };

  const { mutate } = useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ productId, favorite }: Toggle) =>
      api(`/api/favorites/${encodeURIComponent(productId)}`, { method: favorite ? 'PUT' : 'DELETE' }),
    onMutate: async ({ productId, favorite }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: favoritesKeys.ids }),
        queryClient.cancelQueries({ queryKey: badgesQueryKey }),
      ]);
      const ids = queryClient.getQueryData<string[]>(favoritesKeys.ids);
      const wasFavorite = ids ? ids.includes(productId) : !favorite;
      setState(productId, favorite, wasFavorite);
      return { wasFavorite };
    },
    onSuccess: (_result, { productId, favorite }) => {
      toast.success(t(successMessage(favorite)), { id: `favorite-${productId}` });
    },
    onError: (error, { productId, favorite }, context) => {
      const signedOut =
        (error instanceof ApiError && error.status === 401) || !sessionStore.getState().session;
      // Undo only this product's change (other toggles may be in flight); a signed-out cache is cleared anyway.
      if (context && !signedOut) setState(productId, context.wasFavorite, favorite);
      toast.error(t(failureMessage(favorite, signedOut)), { id: `favorite-${productId}` });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: toggleKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
      void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
    },
  });

  return useCallback(
    (productId: string, favorite: boolean) => {
      if (!sessionStore.getState().session) {
        toast.error(t(failureMessage(favorite, true)), { id: `favorite-${productId}` });
        return;
      }
      mutate({ productId, favorite });
    },
    [mutate, t],
  );
}
