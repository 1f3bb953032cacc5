import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest } from '@tokri/core';
import { CircleAlert, ShoppingBasket } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/use-language.js';
import { ApiError } from '../../shared/api/api-error.js';
import { ordersKeys } from '../../shared/api/order-keys.js';
import { useFormat } from '../../shared/format/use-format.js';
import type { PaymentMethodKind } from '../../shared/types/order.js';
import { Button } from '../../shared/ui/button.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { StickyActionBar } from '../../shared/ui/sticky-action-bar.js';
import {
  type AddressDraft,
  type DraftField,
  type DraftProblem,
  draftToBody,
  emptyDraft,
  isValidPincode,
  validateDraft,
} from '../addresses/index.js';
import { cartKeys, checkoutBlock, PriceSummary, savingsPaise } from '../cart/index.js';
import { useStartPayment } from '../payments/index.js';
import { startPurchaseMonitoring } from '../purchase-monitoring/index.js';
import { badgesQueryKey } from '../shop/index.js';
import {
  addressesKey,
  fetchQuote,
  placeOrder,
  type Quote,
  quoteKey,
  type SavedAddress,
  useCouponOffers,
  useDeliveryCheck,
  useQuote,
  useSavedAddresses,
} from './api/checkout-api.js';
import { AddressSection } from './components/address-section.js';
import { CheckoutItems } from './components/checkout-items.js';
import { CouponSection } from './components/coupon-section.js';
import { DeliveryPromiseLine, type PromiseState } from './components/delivery-promise-line.js';
import { PaymentMethodSection } from './components/payment-method-section.js';
import { defaultAddressChoice, NEW_ADDRESS } from './utils/address-choice.js';
import { type CheckoutProblem, checkoutProblem, couponMessage } from './utils/checkout-errors.js';
import { AttemptKey } from './utils/idempotency-key.js';

function ProblemBox({ problem }: { problem: CheckoutProblem }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="checkout-problem"
      className="space-y-1 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {problem.target === 'stock' ? t('checkout.outOfStockTitle') : problem.message}
      </p>
      {problem.target === 'stock' ? (
        <>
          <ul className="list-disc pl-6">
            {problem.shortages.length > 0 ? (
              problem.shortages.map((item) => (
                <li key={item.name}>
                  {item.available > 0
                    ? t('checkout.shortage', {
                        name: item.name,
                        available: item.available,
                        requested: item.requested,
                      })
                    : t('checkout.soldOut', { name: item.name })}
                </li>
              ))
            ) : (
              <li>{problem.message}</li>
            )}
          </ul>
          <Link to="/cart" className="inline-block font-semibold underline">
            {t('checkout.reviewCart')}
          </Link>
        </>
      ) : null}
    </div>
  );
}

function CheckoutForm({ quote, addresses }: { quote: Quote; addresses: SavedAddress[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payments = useStartPayment();
  const attempt = useRef(new AttemptKey());

  const [choice, setChoice] = useState(() => defaultAddressChoice(addresses));
  const [form, setForm] = useState<AddressDraft>(() => emptyDraft(addresses.length === 0));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [save, setSave] = useState(true);
  const [method, setMethod] = useState<PaymentMethodKind>('cod');
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const priced = useQuote(coupon);
  const current = priced.data ?? quote;
  const offers = useCouponOffers();

  // The promised arrival, before paying: from the saved address's serving store, or the typed PIN code's.
  const typedPincode = form.pincode.trim();
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

  // A coupon that stops applying (the cart changed, its limit was reached) is taken off with the reason.
  useEffect(() => {
    if (coupon && priced.isError && priced.error instanceof ApiError && priced.error.status === 422) {
      setCouponError(couponMessage(priced.error));
      setCoupon(null);
    }
  }, [coupon, priced.isError, priced.error]);

  const problemText = (problem: DraftProblem) =>
    problem === 'invalidPhone'
      ? t('checkout.errors.invalidPhone')
      : problem === 'invalidPincode'
        ? t('checkout.errors.invalidPincode')
        : t('checkout.errors.required');

  const onFormChange = (field: DraftField, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setFieldErrors((previous) => ({ ...previous, [field]: undefined }));
    if (problem?.target === 'address') setProblem(null);
  };

  const applyCoupon = async (fromList?: string) => {
    const code = (fromList ?? couponInput).trim().toUpperCase();
    if (!code) return;
    setApplying(true);
    setCouponError(null);
    try {
      await queryClient.fetchQuery({
        queryKey: quoteKey(language, code),
        queryFn: ({ signal }) => fetchQuote(code, signal),
        staleTime: 0,
      });
      setCoupon(code);
      if (problem?.target === 'coupon') setProblem(null);
    } catch (error) {
      setCouponError(error instanceof ApiError ? couponMessage(error) : String(error));
    } finally {
      setApplying(false);
    }
  };

  const removeCoupon = () => {
    setCoupon(null);
    setCouponInput('');
    setCouponError(null);
  };

  const requestBody = (): CheckoutRequest | null => {
    const base = { paymentMethod: method, ...(coupon ? { couponCode: coupon } : {}) };
    if (choice !== NEW_ADDRESS) return { ...base, addressId: choice };
    const problems = validateDraft(form);
    const fields = Object.keys(problems) as DraftField[];
    if (fields.length > 0) {
      setFieldErrors(Object.fromEntries(fields.map((field) => [field, problemText(problems[field]!)])));
      document.getElementById('checkout-address')?.scrollIntoView({ block: 'start' });
      return null;
    }
    // "Save this address" travels with the order and is saved in its transaction: no order, no address.
    return { ...base, address: draftToBody(form), ...(save ? { saveAddress: true } : {}) };
  };

  const afterPlaced = async (orderId: string) => {
    // Spec §2, §9: watch the new order (purchase WebSocket and polling) until it is placed or paid.
    startPurchaseMonitoring(orderId);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    if (choice === NEW_ADDRESS && save) void queryClient.invalidateQueries({ queryKey: addressesKey });
    if (method === 'cod') {
      navigate('/confirmation', { state: { orderId, fromWebSocket: false } });
      return;
    }
    setRedirecting(true);
    try {
      await payments.start(orderId);
    } catch {
      // The order waits unpaid; its page offers "Pay now".
      navigate(`/orders/${orderId}`);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    const body = requestBody();
    if (!body) return;
    setSubmitting(true);
    try {
      const { order } = await placeOrder(body, attempt.current.current());
      attempt.current.settle({ ok: true });
      await afterPlaced(order.id);
    } catch (error) {
      attempt.current.settle({ ok: false, error });
      const found = checkoutProblem(error);
      setProblem(found);
      if (found.target === 'address') setFieldErrors(found.fields);
      if (found.target === 'coupon') {
        setCoupon(null);
        setCouponError(found.message);
      }
      if (found.target === 'stock') {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['checkout'] });
        void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (redirecting) return <Spinner label={t('checkout.redirectingToPayment')} />;

  const block = checkoutBlock(current);
  const busy = submitting || payments.busy;
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
        onChoice={(next) => {
          setChoice(next);
          if (problem?.target === 'address') setProblem(null);
        }}
        form={form}
        errors={fieldErrors}
        onFormChange={onFormChange}
        save={save}
        onSaveChange={setSave}
        problem={
          problem?.target === 'address' && Object.keys(problem.fields).length === 0 ? problem.message : null
        }
      />
      <PaymentMethodSection value={method} onChange={setMethod} />
      <CouponSection
        input={couponInput}
        onInput={(value) => {
          setCouponInput(value);
          setCouponError(null);
        }}
        applied={current.coupon}
        error={couponError}
        busy={applying}
        onApply={() => void applyCoupon()}
        onRemove={removeCoupon}
        offers={offers.data}
        onApplyOffer={(code) => void applyCoupon(code)}
      />
      <CheckoutItems items={current.items} />
      <PriceSummary
        title={t('checkout.summary')}
        values={{
          subtotalPaise: current.summary.subtotalPaise,
          discountPaise: current.summary.couponDiscountPaise,
          deliveryFeePaise: current.summary.deliveryFeePaise,
          totalPaise: current.summary.totalPaise,
          savingsPaise: savingsPaise(current.summary),
        }}
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
          <Button type="submit" className="w-full" disabled={busy || Boolean(block)}>
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
