import { useQuery } from '@tanstack/react-query';
import type {
  CheckoutQuote,
  CheckoutRequest,
  CouponOffersResponse,
  Language,
  ServiceabilityCheck,
} from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import type { OrderView } from '../../../shared/types/order.js';
import { addressesKey, type SavedAddress, useSavedAddresses } from '../../addresses/index.js';

/** GET /api/checkout/quote, shaped by core. */
export type Quote = CheckoutQuote;

export const quoteKey = (language: Language, coupon: string | null) =>
  ['checkout', 'quote', language, coupon ?? ''] as const;

export const fetchQuote = (coupon: string | null, signal?: AbortSignal) =>
  api<Quote>(
    `/api/checkout/quote${coupon ? `?coupon=${encodeURIComponent(coupon)}` : ''}`,
    signal ? { signal } : {},
  );

export function useQuote(coupon: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: quoteKey(language, coupon),
    queryFn: ({ signal }) => fetchQuote(coupon, signal),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/coupons/offers: the coupons this customer can use (or unlock), priced on the cart as it is. */
export function useCouponOffers() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['checkout', 'offers', language] as const,
    queryFn: ({ signal }) =>
      api<CouponOffersResponse>('/api/coupons/offers', { signal }).then((b) => b.items),
  });
}

/** GET /api/locations/serviceability?pincode=: for a typed address, which store serves it and how soon. */
export function useDeliveryCheck(pincode: string | null) {
  return useQuery({
    queryKey: ['checkout', 'delivery-check', pincode ?? ''] as const,
    queryFn: ({ signal }) =>
      api<ServiceabilityCheck>(`/api/locations/serviceability?pincode=${encodeURIComponent(pincode ?? '')}`, {
        signal,
      }),
    enabled: pincode !== null,
    staleTime: 5 * 60 * 1000,
  });
}

// Saved addresses are the addresses feature's; checkout's picker shares its cache entry.
export { addressesKey, type SavedAddress, useSavedAddresses };

/** POST /api/checkout; the same Idempotency-Key for every retry of one attempt. */
export const placeOrder = (body: CheckoutRequest, idempotencyKey: string) =>
  api<{ order: OrderView }>('/api/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
