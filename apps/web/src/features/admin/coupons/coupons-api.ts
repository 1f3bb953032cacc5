import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponsResponse, CouponInput } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

const BASE = '/api/admin/coupons';
const key = ['admin', 'coupons'] as const;

export function useAdminCoupons() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api<AdminCouponsResponse>(BASE, { signal }) });
}

export function useCouponActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: CouponInput }) =>
        api<{ coupon: AdminCoupon }>(id ? `${BASE}/${id}` : BASE, {
          method: id ? 'PUT' : 'POST',
          body: input,
        }),
      onSuccess,
    }),
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        api<{ coupon: AdminCoupon }>(`${BASE}/${id}/active`, { method: 'PUT', body: { isActive } }),
      onSuccess,
    }),
  };
}
