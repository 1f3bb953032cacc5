import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileRequest } from '@tokri/core';
import { api } from '../../shared/api/api-client.js';

export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => api<{ profile: Profile }>('/api/profile').then((body) => body.profile),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) =>
      api<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: changes }).then(
        (body) => body.profile,
      ),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
