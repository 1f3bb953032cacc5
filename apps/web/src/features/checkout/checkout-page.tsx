import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@tokri/core';
import { ShoppingBasket } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { ordersKeys } from '../../shared/api/order-keys.js';
import { WhyThisFee } from '../../shared/fees/why-this-fee.js';
import { useFormat } from '../../shared/format/use-format.js';
import { isOnline, useOnline } from '../../shared/network/use-online.js';
import { Button } from '../../shared/ui/button.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { StickyActionBar } from '../../shared/ui/sticky-action-bar.js';
import { type DraftField, type DraftProblem, isValidPincode } from '../addresses/index.js';
import { cartKeys, checkoutBlock, PriceSummary, savingsPaise } from '../cart/index.js';
import { useStartPayment } from '../payments/index.js';
import { startPurchaseMonitoring } from '../purchase-monitoring/index.js';
import { badgesQueryKey } from '../shop/index.js';
import {
  addressesKey,
  placeOrder,
  type Quote,
  type SavedAddress,
  useCouponOffers,
  useDeliveryCheck,
  useQuote,
  useSavedAddresses,
} from './api/checkout-api.js';
import { useSubstitutionOptions } from './api/substitution-api.js';
import { AddressSection } from './components/address-section.js';
import { CheckoutItems } from './components/checkout-items.js';
import { CouponSection } from './components/coupon-section.js';
import { DeliveryPromiseLine, type PromiseState } from './components/delivery-promise-line.js';
import { NeedsConnectionNote } from './components/needs-connection-note.js';
import { PaymentMethodSection } from './components/payment-method-section.js';
import { ProblemBox } from './components/problem-box.js';
import { SubstitutionSection } from './components/substitution-section.js';
import { useCheckoutForm } from './hooks/use-checkout-form.js';
import { NEW_ADDRESS } from './utils/address-choice.js';
import { checkoutProblem } from './utils/checkout-errors.js';
import { checkoutRequest, savesNewAddress } from './utils/checkout-form-state.js';
import { AttemptKey } from './utils/idempotency-key.js';
import {
  initialSubstitutions,
  type SubstitutionState,
  substitutionsBody,
} from './utils/substitution-choices.js';

function CheckoutForm({ quote, addresses }: { quote: Quote; addresses: SavedAddress[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payments = useStartPayment();
  const attempt = useRef(new AttemptKey());
  // Placing an order needs the server (stock, price, payment): offline the button waits, and says why (ADR 0054).
  const online = useOnline();
  const offlineNoteId = useId();
  const { state, dispatch, pricedQuote, applyCoupon } = useCheckoutForm(addresses);
  const { choice, draft, problem } = state;

  const current = pricedQuote ?? quote;
  const offers = useCouponOffers();
  // "If an item is unavailable" (ADR 0045): pre-filled with the remembered choices until the customer changes one.
  const substitutionOptions = useSubstitutionOptions();
  const [substitutionEdits, setSubstitutionEdits] = useState<SubstitutionState | null>(null);
  const substitutions = substitutionEdits ?? initialSubstitutions(substitutionOptions.data);

  // The promised arrival, before paying: from the saved address's serving store, or the typed PIN code's.
  const typedPincode = draft.pincode.trim();
  const deliveryCheck = useDeliveryCheck(
    choice === NEW_ADDRESS && isValidPincode(typedPincode) ? typedPincode : null,
  );
  const chosen = addresses.find((address) => address.id === choice);
  const promiseState: PromiseState = chosen
    ? chosen.serviceable && chosen.deliveryPromise
      ? { kind: 'promise', promise: chosen.deliveryPromise, storeName: chosen.storeName }
      : { kind: 'notServiceable' }
    : !isValidPincode(typedPincode)
      ? { kind: 'needsPincode' }
      : deliveryCheck.data
        ? deliveryCheck.data.serviceable && deliveryCheck.data.promise
          ? {
              kind: 'promise',
              promise: deliveryCheck.data.promise,
              storeName: deliveryCheck.data.store?.name ?? null,
            }
          : { kind: 'notServiceable' }
        : { kind: 'checking' };

  const problemText = (problem: DraftProblem) =>
    problem === 'invalidPhone'
      ? t('checkout.errors.invalidPhone')
      : problem === 'invalidPincode'
        ? t('checkout.errors.invalidPincode')
        : t('checkout.errors.required');

  const afterPlaced = async (orderId: string, status: OrderStatus) => {
    // Spec §2, §9: watch the new order (purchase WebSocket and polling) until it is placed or paid.
    startPurchaseMonitoring(orderId);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    if (savesNewAddress(state)) void queryClient.invalidateQueries({ queryKey: addressesKey });
    // Cash, or an online order a coupon made free (placed at once, nothing to pay: ADR 0071).
    if (state.method === 'cod' || status !== 'payment_pending') {
      navigate('/confirmation', { state: { orderId, fromWebSocket: false } });
      return;
    }
    dispatch({ type: 'redirectingToPayment' });
    try {
      await payments.start(orderId);
    } catch {
      // The order waits unpaid; its page offers "Pay now".
      navigate(`/orders/${orderId}`);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.submitting || !isOnline()) return;
    dispatch({ type: 'submitPressed' });
    const request = checkoutRequest(state);
    if (!request.ok) {
      const fields = Object.keys(request.problems) as DraftField[];
      dispatch({
        type: 'draftRejected',
        fieldErrors: Object.fromEntries(
          fields.map((field) => [field, problemText(request.problems[field]!)]),
        ),
      });
      document.getElementById('checkout-address')?.scrollIntoView({ block: 'start' });
      return;
    }
    dispatch({ type: 'placing' });
    try {
      // Until the options have loaded, nothing is sent and the server applies the remembered choices itself.
      const body = substitutionOptions.data
        ? { ...request.body, substitutions: substitutionsBody(substitutions, substitutionOptions.data) }
        : request.body;
      const { order } = await placeOrder(body, attempt.current.current());
      attempt.current.settle({ ok: true });
      await afterPlaced(order.id, order.status);
    } catch (error) {
      attempt.current.settle({ ok: false, error });
      const found = checkoutProblem(error);
      dispatch({ type: 'orderRefused', problem: found });
      if (found.target === 'stock') {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['checkout'] });
        void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
      }
    } finally {
      dispatch({ type: 'placingEnded' });
    }
  };

  if (state.redirecting) return <Spinner label={t('checkout.redirectingToPayment')} />;

  const block = checkoutBlock(current);
  const busy = state.submitting || payments.busy;
  const pageProblem = problem && problem.target !== 'address' && problem.target !== 'coupon' ? problem : null;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      data-testid="checkout-form"
    >
      <AddressSection
        addresses={addresses}
        choice={choice}
        onChoice={(next) => dispatch({ type: 'addressChosen', choice: next })}
        form={draft}
        errors={state.fieldErrors}
        onFormChange={(field, value) => dispatch({ type: 'fieldEdited', field, value })}
        save={state.saveAddress}
        onSaveChange={(save) => dispatch({ type: 'saveAddressSet', save })}
        problem={
          problem?.target === 'address' && Object.keys(problem.fields).length === 0 ? problem.message : null
        }
      />
      <PaymentMethodSection
        value={state.method}
        onChange={(method) => dispatch({ type: 'methodChosen', method })}
      />
      <CouponSection
        input={state.couponInput}
        onInput={(value) => dispatch({ type: 'couponTyped', value })}
        applied={current.coupon}
        error={state.couponError}
        busy={state.applyingCoupon}
        onApply={() => void applyCoupon()}
        onRemove={() => dispatch({ type: 'couponRemoved' })}
        offers={offers.data}
        onApplyOffer={(code) => void applyCoupon(code)}
      />
      <CheckoutItems items={current.items} />
      <SubstitutionSection
        items={current.items}
        options={substitutionOptions.data}
        value={substitutions}
        onChange={setSubstitutionEdits}
      />
      <PriceSummary
        title={t('checkout.summary')}
        values={{
          subtotalPaise: current.summary.subtotalPaise,
          discountPaise: current.summary.couponDiscountPaise,
          deliveryFeePaise: current.summary.deliveryFeePaise,
          totalPaise: current.summary.totalPaise,
          savingsPaise: savingsPaise(current.summary),
        }}
        feeNote={<WhyThisFee values={current.summary} />}
      />
      {pageProblem ? <ProblemBox problem={pageProblem} /> : null}
      {block && block.kind !== 'empty' ? (
        <p role="status" className="text-center text-sm font-medium text-red-700 dark:text-red-300">
          {block.kind === 'unavailable'
            ? t('cart.removeUnavailable')
            : t('cart.minimumOrder', {
                minimum: format.rupees(block.minimumPaise),
                amount: format.rupees(block.gapPaise),
              })}{' '}
          <Link to="/cart" className="underline">
            {t('checkout.reviewCart')}
          </Link>
        </p>
      ) : null}
      {/* Docked above the bottom navigation, with the promised arrival next to the button that pays. */}
      <StickyActionBar label={t('checkout.placeBar')} testId="checkout-bar">
        <div className="space-y-1.5">
          <DeliveryPromiseLine state={promiseState} />
          {online ? null : <NeedsConnectionNote id={offlineNoteId} />}
          <Button
            type="submit"
            className="w-full"
            disabled={busy || Boolean(block) || !online}
            {...(online ? {} : { 'aria-describedby': offlineNoteId })}
          >
            {busy
              ? t('checkout.placing')
              : t('checkout.placeOrderTotal', { amount: format.rupees(current.summary.totalPaise) })}
          </Button>
        </div>
      </StickyActionBar>
    </form>
  );
}

/** /checkout: address, payment method, coupon and the full bill, then "Place order". */
export function CheckoutPage() {
  const { t } = useTranslation();
  const quote = useQuote(null);
  const addresses = useSavedAddresses();

  let content: React.ReactNode;
  if (quote.isPending || addresses.isPending) {
    content = <Spinner label={t('app.loading')} />;
  } else if (quote.isError || addresses.isError) {
    const error = quote.error ?? addresses.error;
    content = (
      <QueryError
        message={t('checkout.loadFailed')}
        detail={error?.message}
        retryLabel={t('catalogue.retry')}
        onRetry={() => {
          void quote.refetch();
          void addresses.refetch();
        }}
      />
    );
  } else if (quote.data.items.length === 0) {
    content = (
      <EmptyState
        icon={ShoppingBasket}
        title={t('cart.emptyTitle')}
        body={t('checkout.emptyBody')}
        testId="checkout-empty"
        action={
          <Link to="/home" className={linkButtonClass.primary}>
            {t('cart.startShopping')}
          </Link>
        }
      />
    );
  } else {
    content = <CheckoutForm quote={quote.data} addresses={addresses.data} />;
  }
  return <Page title={t('pages.checkout')}>{content}</Page>;
}
