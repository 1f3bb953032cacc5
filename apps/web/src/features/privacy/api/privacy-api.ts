import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionStatus } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

export const privacyKeys = { deletion: ['privacy', 'deletion'] as const };

/** GET /api/privacy/deletion: whether this account is scheduled for erasure, and the grace period. */
export function useDeletionStatus() {
  return useQuery({
    queryKey: privacyKeys.deletion,
    queryFn: ({ signal }) => api<AccountDeletionStatus>('/api/privacy/deletion', { signal }),
    staleTime: 0,
  });
}

/** POST /api/privacy/deletion with the password again: schedules the erasure and signs out every device. */
export const requestDeletion = (password: string) =>
  api<AccountDeletionStatus>('/api/privacy/deletion', { method: 'POST', body: { password } });

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AccountDeletionStatus>('/api/privacy/deletion', { method: 'DELETE' }),
    onSuccess: (status) => queryClient.setQueryData(privacyKeys.deletion, status),
  });
}

/** GET /api/privacy/export, saved as the file the server names (fetched with the session's token). */
export async function downloadMyData(): Promise<void> {
  const blob = await api<Blob>('/api/privacy/export', { read: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `tokri-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  // Revoked a moment later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
