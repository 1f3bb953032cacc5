import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSupportTicket,
  AdminTicketRow,
  CodRefundDestination,
  TicketKind,
  TicketStatus,
} from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

const BASE = '/api/admin/support/tickets';
const keys = {
  all: ['admin', 'support'] as const,
  ticket: (id: string) => ['admin', 'support', 'ticket', id] as const,
};

export function useSupportQueue(filter: { status: TicketStatus | ''; kind: TicketKind | '' }) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.kind) query.set('kind', filter.kind);
  return useQuery({
    queryKey: [...keys.all, 'queue', filter.status, filter.kind],
    queryFn: ({ signal }) => api<{ items: AdminTicketRow[] }>(`${BASE}?${query}`, { signal }),
  });
}

export function useSupportTicket(id: string) {
  return useQuery({
    queryKey: keys.ticket(id),
    queryFn: ({ signal }) => api<{ ticket: AdminSupportTicket }>(`${BASE}/${id}`, { signal }),
  });
}

function useTicketMutation<I>(id: string, send: (input: I) => Promise<{ ticket: AdminSupportTicket }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      queryClient.setQueryData(keys.ticket(id), data);
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'queue'] });
    },
  });
}

export const useAnswerTicket = (id: string) =>
  useTicketMutation(id, (message: string) =>
    api<{ ticket: AdminSupportTicket }>(`${BASE}/${id}/messages`, { method: 'POST', body: { message } }),
  );

/** Resolves a ticket, with a refund; a cash order's refund says where it goes (ADR 0079). */
export const useResolveTicket = (id: string) =>
  useTicketMutation(
    id,
    ({ refundPaise, refundTo }: { refundPaise: number | null; refundTo?: CodRefundDestination }) =>
      api<{ ticket: AdminSupportTicket }>(`${BASE}/${id}/resolve`, {
        method: 'POST',
        body: refundPaise ? { refundPaise, ...(refundTo ? { refundTo } : {}) } : {},
      }),
  );

/** A customer's private photo, read with the admin's session, as an object URL. */
export function useAdminPhotoUrl(path: string | null) {
  const query = useQuery({
    queryKey: [...keys.all, 'photo', path],
    enabled: path !== null,
    queryFn: async ({ signal }) => URL.createObjectURL(await api<Blob>(path!, { signal, read: 'blob' })),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}
