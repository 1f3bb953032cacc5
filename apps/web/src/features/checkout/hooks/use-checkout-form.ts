import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { useProfile } from '../../profile/index.js';
import { fetchQuote, quoteKey, type SavedAddress, useQuote } from '../api/checkout-api.js';
import { couponMessage } from '../utils/checkout-errors.js';
import { checkoutFormReducer, initialCheckoutForm } from '../utils/checkout-form-state.js';

/**
 * The checkout form's one state owner: a reducer with named actions (see checkout-form-state.ts), the quote
 * priced with the applied coupon, and the coupon's apply flow, which asks the server before taking a code.
 */
export function useCheckoutForm(addresses: SavedAddress[]) {
  const [state, dispatch] = useReducer(checkoutFormReducer, addresses, initialCheckoutForm);
  const queryClient = useQueryClient();
  const language = useLanguage();
  const priced = useQuote(state.coupon);
  const profile = useProfile().data;

  // A new address starts with the account's name and mobile, once the profile is known.
  useEffect(() => {
    if (profile) dispatch({ type: 'contactKnown', fullName: profile.fullName, phone: profile.phone });
  }, [profile]);

  // A coupon that stops applying (the cart changed, its limit was reached) is taken off with the reason.
  useEffect(() => {
    if (state.coupon && priced.isError && priced.error instanceof ApiError && priced.error.status === 422) {
      dispatch({ type: 'couponDropped', message: couponMessage(priced.error) });
    }
  }, [state.coupon, priced.isError, priced.error]);

  const applyCoupon = async (fromList?: string) => {
    const code = (fromList ?? state.couponInput).trim().toUpperCase();
    if (!code) return;
    dispatch({ type: 'couponApplying' });
    try {
      await queryClient.fetchQuery({
        queryKey: quoteKey(language, code),
        queryFn: ({ signal }) => fetchQuote(code, signal),
        staleTime: 0,
      });
      dispatch({ type: 'couponApplied', code });
    } catch (error) {
      dispatch({
        type: 'couponRefused',
        message: error instanceof ApiError ? couponMessage(error) : String(error),
      });
    }
  };

  return { state, dispatch, pricedQuote: priced.data, applyCoupon };
}
