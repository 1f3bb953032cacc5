import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BugReportRequest,
  OrderTicketRequest,
  SupportContactResponse,
  SupportTicket,
  SupportTicketSummary,
} from '@tokri/core';
import { currentLanguage } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { toApiError } from '../../../shared/api/api-error.js';
import { apiUrl } from '../../../shared/api/api-origin.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import type { OrderView } from '../../../shared/types/order.js';

export const supportKeys = {
  contact: ['support', 'contact'] as const,
  tickets: ['support', 'tickets'] as const,
  ticket: (id: string) => ['support', 'tickets', id] as const,
};

/** GET /api/support/contact: phone, email, WhatsApp and hours, and the shop's rules the help answers quote. */
export function useSupportContact() {
  return useQuery({
    queryKey: supportKeys.contact,
    queryFn: ({ signal }) => api<SupportContactResponse>('/api/support/contact', { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useMyTickets() {
  return useQuery({
    queryKey: supportKeys.tickets,
    queryFn: ({ signal }) => api<{ items: SupportTicketSummary[] }>('/api/support/tickets', { signal }),
  });
}

export function useMyTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => api<{ ticket: SupportTicket }>(`/api/support/tickets/${id}`, { signal }),
    // An answer shows up while the page is open (the notification also refreshes it).
    refetchInterval: 30_000,
  });
}

/**
 * POST /api/support/photos: the photo as the raw body (the server reads its type from the bytes and runs the
 * media module's image checks). An expired session is refreshed once, as `api()` does.
 */
export async function uploadSupportPhoto(file: Blob, retried = false): Promise<{ photoId: string }> {
  const token = await sessionStore.accessToken();
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/support/photos'), {
      method: 'POST',
      headers: {
        'x-language': currentLanguage(),
        'content-type': file.type || 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch (error) {
    throw await toApiError(null, error);
  }
  if (response.status === 401 && token && !retried && (await sessionStore.refresh()))
    return uploadSupportPhoto(file, true);
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as { photoId: string };
}

export function useCreateOrderTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderTicketRequest) =>
      api<{ ticket: SupportTicket }>('/api/support/tickets', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets }),
  });
}

export function useReportBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BugReportRequest) =>
      api<{ ticket: SupportTicket }>('/api/support/bugs', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets }),
  });
}

export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api<{ ticket: SupportTicket }>(`/api/support/tickets/${id}/messages`, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(supportKeys.ticket(id), data);
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets, exact: true });
    },
  });
}

/** A private photo of a ticket, read with the session (an <img> cannot send the bearer token), as an object URL. */
export function usePhotoUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['support', 'photo', path],
    enabled: path !== null,
    queryFn: async ({ signal }) => URL.createObjectURL(await api<Blob>(path!, { signal, read: 'blob' })),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}

/** The order the customer asks about: its lines to choose from (GET /api/orders/:id, the customer's own only). */
export function useOrderForHelp(orderId: string) {
  return useQuery({
    queryKey: ['support', 'order', orderId],
    queryFn: ({ signal }) =>
      api<{ order: OrderView }>(`/api/orders/${orderId}`, { signal }).then((b) => b.order),
  });
}
