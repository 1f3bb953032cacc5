import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBroadcastRequest } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; name: string | null; email: string | null } | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  note: string | null;
}

export function useAuditPage(entity: string | null, page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', entity ?? 'all', page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: '25' });
      if (entity) params.set('entity', entity);
      return api<{ items: AuditEntry[]; total: number; page: number; pageSize: number }>(
        `/api/admin/audit?${params}`,
        { signal },
      );
    },
    placeholderData: (previous) => previous,
  });
}

export interface StoreOption {
  id: string;
  name: string;
  city: string;
}

/** The dark stores, for choosing one (the same list checkout's serviceability uses). */
export function useStoreOptions() {
  return useQuery({
    queryKey: ['admin', 'store-options'],
    queryFn: ({ signal }) =>
      api<{ items: StoreOption[] }>('/api/locations/seller-locations', { signal }).then((body) => body.items),
    staleTime: 60_000,
  });
}

export interface BroadcastRecord {
  id: string;
  title: Record<string, string>;
  message: Record<string, string>;
  storeName: string | null;
  recipients: number;
  createdAt: string;
}

export function useBroadcasts() {
  return useQuery({
    queryKey: ['admin', 'broadcasts'],
    queryFn: ({ signal }) =>
      api<{ items: BroadcastRecord[] }>('/api/admin/broadcasts', { signal }).then((body) => body.items),
  });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBroadcastRequest) =>
      api<{ broadcast: { id: string; recipients: number } }>('/api/admin/broadcasts', {
        method: 'POST',
        body,
      }).then((response) => response.broadcast),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'broadcasts'] }),
  });
}

export interface DistanceReport {
  date: string;
  orders: {
    id: string;
    shortId: string;
    status: string;
    storeId: string | null;
    distanceKm: number | null;
    riderName: string | null;
    destination: { lat: number; lng: number } | null;
    deliveryMinutes: number | null;
  }[];
  stores: {
    id: string;
    name: string;
    lat: number;
    lng: number;
    orders: number;
    totalKm: number;
    averageKm: number | null;
  }[];
  riders: {
    id: string;
    name: string;
    deliveries: number;
    averageDeliveryMinutes: number | null;
    travelledKm: number | null;
  }[];
}

export function useDistanceReport(date: string | null) {
  return useQuery({
    queryKey: ['admin', 'distance', date ?? 'today'],
    queryFn: ({ signal }) =>
      api<DistanceReport>(`/api/admin/distance${date ? `?date=${date}` : ''}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
