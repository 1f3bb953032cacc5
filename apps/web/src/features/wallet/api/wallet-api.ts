import { useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTopupResult, WalletTopupStart, WalletView } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';
import type { SignedPayment } from '../../payments/index.js';

export const walletKeys = { all: ['wallet'] as const };

/** GET /api/wallet, a page of history at a time (newest first). */
export function useWallet(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: walletKeys.all,
    enabled: options.enabled ?? true,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<WalletView>(pageParam ? `/api/wallet?before=${encodeURIComponent(pageParam)}` : '/api/wallet', {
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore,
  });
}

export const startTopup = (amountPaise: number) =>
  api<WalletTopupStart>('/api/wallet/topups', { method: 'POST', body: { amountPaise } });

export const verifyTopup = (payment: SignedPayment) =>
  api<WalletTopupResult>('/api/wallet/topups/verify', {
    method: 'POST',
    body: {
      razorpay_order_id: payment.gatewayOrderId,
      razorpay_payment_id: payment.paymentId,
      razorpay_signature: payment.signature,
    },
  });

export const reportTopupFailure = (gatewayOrderId: string, reason: string) =>
  api<WalletTopupResult>('/api/wallet/topups/failed', {
    method: 'POST',
    body: { razorpay_order_id: gatewayOrderId, reason },
  });

/** PUT /api/wallet/refund-preference: "Send refunds to my Tokri wallet (instant)". */
export const setRefundPreference = (refundsToWallet: boolean) =>
  api<{ refundsToWallet: boolean }>('/api/wallet/refund-preference', {
    method: 'PUT',
    body: { refundsToWallet },
  });
