import { useQuery } from '@tanstack/react-query';
import type { ReferralOverview } from '@tokri/core';
import { api } from '../../shared/api/api-client.js';

/** GET /api/referrals/me: the customer's code (made on the first visit), the terms and their referrals. */
export function useReferralOverview() {
  return useQuery({
    queryKey: ['referrals', 'me'],
    queryFn: ({ signal }) => api<ReferralOverview>('/api/referrals/me', { signal }),
  });
}
