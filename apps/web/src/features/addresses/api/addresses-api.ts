import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressListItem } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';
import type { AddressBody } from '../utils/address-draft.js';

/** GET /api/addresses: saved addresses, each saying whether a store delivers there. */
export type SavedAddress = SavedAddressListItem;

/** One cache entry for saved addresses, shared with checkout's picker. */
export const addressesKey = ['addresses'] as const;

export function useSavedAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) =>
      api<{ items: SavedAddress[] }>('/api/addresses', { signal }).then((b) => b.items),
  });
}

export const createAddress = (body: AddressBody) =>
  api<{ address: SavedAddress }>('/api/addresses', { method: 'POST', body });

export const updateAddress = (id: string, body: AddressBody) =>
  api<{ address: SavedAddress }>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const makeDefaultAddress = (id: string) =>
  api<{ items: SavedAddress[] }>(`/api/addresses/${encodeURIComponent(id)}/default`, { method: 'POST' });

export const deleteAddress = (id: string) =>
  api<{ items: SavedAddress[] }>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Save (create or update), make default and delete; each refreshes the list (with its deliverability). */
export function useAddressMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: addressesKey });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AddressBody }) =>
      id ? updateAddress(id, body) : createAddress(body),
    onSettled,
  });
  const makeDefault = useMutation({ mutationFn: makeDefaultAddress, onSettled });
  const remove = useMutation({ mutationFn: deleteAddress, onSettled });
  return { save, makeDefault, remove };
}
