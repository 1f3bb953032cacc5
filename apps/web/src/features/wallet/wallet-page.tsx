import { useQueryClient } from '@tanstack/react-query';
import { formatIstDate, startOfIstDay, WALLET_TOPUP_PRESETS_PAISE, type WalletEntry } from '@tokri/core';
import { CalendarClock, Wallet } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/use-language.js';
import { apiUrl } from '../../shared/api/api-origin.js';
import { useFormat } from '../../shared/format/use-format.js';
import { Button } from '../../shared/ui/button.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { openRazorpayCheckout, parsePaymentCallback, type SignedPayment } from '../payments/index.js';
import {
  reportTopupFailure,
  setRefundPreference,
  startTopup,
  useWallet,
  verifyTopup,
  walletKeys,
} from './api/wallet-api.js';
import { useWalletText } from './i18n/texts.js';
import { topupPaiseFrom } from './utils/topup-amount.js';

/** The gateway sent the customer back here: confirm the signed result (or report the failure) once, then tidy the URL. */
function useTopupReturn(onSettled: () => void) {
  const text = useWalletText();
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const callback = parsePaymentCallback(location.search);
    if (callback.kind === 'invalid' || handled.current === location.search) return;
    handled.current = location.search;
    const done = () => {
      void navigate('/wallet', { replace: true });
      onSettled();
    };
    if (callback.kind === 'success') {
      verifyTopup(callback)
        .then((result) =>
          result.status === 'paid'
            ? toast.success(text('topUp.added', { amount: format.rupees(result.amountPaise) }))
            : toast.error(text('topUp.verifyFailed')),
        )
        .catch(() => toast.error(text('topUp.verifyFailed')))
        .finally(done);
    } else {
      reportTopupFailure(callback.gatewayOrderId, callback.reason)
        .catch(() => undefined)
        .finally(() => {
          toast.error(text('topUp.failed'));
          done();
        });
    }
  }, [location.search, navigate, onSettled, text, format]);
}

function TopUpForm({ onPaid }: { onPaid: () => void }) {
  const text = useWalletText();
  const format = useFormat();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const paise = topupPaiseFrom(amount);

  const pay = async (amountPaise: number) => {
    setBusy(true);
    try {
      const { payment } = await startTopup(amountPaise);
      if (payment.provider === 'razorpay') {
        await openRazorpayCheckout(payment, {
          onSuccess: (signed: SignedPayment) =>
            void verifyTopup(signed)
              .then(() => toast.success(text('topUp.added', { amount: format.rupees(amountPaise) })))
              .catch(() => toast.error(text('topUp.verifyFailed')))
              .finally(() => {
                setBusy(false);
                onPaid();
              }),
          onFailure: (reason: string) =>
            void reportTopupFailure(payment.gatewayOrderId, reason)
              .catch(() => undefined)
              .finally(() => {
                toast.error(text('topUp.failed'));
                setBusy(false);
              }),
        });
        return;
      }
      if (!payment.checkoutUrl) throw new Error('no checkout page');
      window.location.assign(apiUrl(payment.checkoutUrl));
    } catch (error) {
      setBusy(false);
      toast.error(text('topUp.startFailed'), { description: (error as Error).message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paise === null) {
      setInvalid(true);
      return;
    }
    void pay(paise);
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900" noValidate>
      <h2 className="text-lg font-semibold">{text('topUp.heading')}</h2>
      <div className="flex flex-wrap gap-2">
        {WALLET_TOPUP_PRESETS_PAISE.map((preset) => (
          <Button
            key={preset}
            variant="secondary"
            disabled={busy}
            onClick={() => setAmount(String(preset / 100))}
            aria-pressed={paise === preset}
          >
            {format.rupees(preset)}
          </Button>
        ))}
      </div>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{text('topUp.amountLabel')}</span>
        <input
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid}
          aria-describedby="topup-hint"
          className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-lg dark:border-stone-700 dark:bg-stone-950"
        />
      </label>
      <p
        id="topup-hint"
        className={`text-sm ${invalid ? 'text-red-700 dark:text-red-300' : 'text-stone-600 dark:text-stone-400'}`}
      >
        {invalid ? text('topUp.invalid') : text('topUp.amountHint')}
      </p>
      <Button type="submit" disabled={busy} className="w-full">
        {paise === null ? text('topUp.submitEmpty') : text('topUp.submit', { amount: format.rupees(paise) })}
      </Button>
    </form>
  );
}

function EntryRow({ entry }: { entry: WalletEntry }) {
  const text = useWalletText();
  const format = useFormat();
  const language = useLanguage();
  const title = text(`history.${entry.kind}`);
  const detail =
    entry.kind === 'debit' && entry.deliveryDate
      ? text('history.debitFor', { date: formatIstDate(startOfIstDay(entry.deliveryDate), language) })
      : entry.trackingId
        ? text('history.order', { id: entry.trackingId })
        : null;
  const positive = entry.amountPaise > 0;
  return (
    <li className="flex items-start gap-3 py-3" data-testid="wallet-entry">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {detail ? <p className="text-sm text-stone-600 dark:text-stone-400">{detail}</p> : null}
        <p className="text-xs text-stone-500 dark:text-stone-400">{format.dateTime(entry.createdAt)}</p>
      </div>
      <div className="text-right">
        <p className={`font-semibold ${positive ? 'text-green-700 dark:text-green-400' : ''}`}>
          {positive ? '+' : '−'}
          {format.rupees(Math.abs(entry.amountPaise))}
        </p>
        <p className="text-xs text-stone-500 dark:text-stone-400">
          {text('history.balanceAfter', { amount: format.rupees(entry.balanceAfterPaise) })}
        </p>
      </div>
    </li>
  );
}

/** /wallet: the prepaid balance that pays subscription deliveries, its top-up and its history (ADR 0031). */
/** "Send refunds to my Tokri wallet (instant)": off by default (refunds go back to the original method). */
function RefundPreference({ on, onSaved }: { on: boolean; onSaved: () => void }) {
  const text = useWalletText();
  const [saving, setSaving] = useState(false);
  // Shown at once; put back if the server did not take it.
  const [checked, setChecked] = useState(on);
  useEffect(() => setChecked(on), [on]);
  const change = async (value: boolean) => {
    setSaving(true);
    setChecked(value);
    try {
      await setRefundPreference(value);
      toast.success(text('refundPreference.saved'));
      onSaved();
    } catch {
      setChecked(!value);
      toast.error(text('refundPreference.failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="rounded-2xl bg-white p-4 dark:bg-stone-900">
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input
          type="checkbox"
          className="size-6 shrink-0"
          checked={checked}
          disabled={saving}
          aria-describedby="refund-preference-hint"
          onChange={(event) => void change(event.target.checked)}
          data-testid="refund-preference"
        />
        {text('refundPreference.label')}
      </label>
      <p id="refund-preference-hint" className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {text('refundPreference.hint')}
      </p>
    </section>
  );
}

export function WalletPage() {
  const text = useWalletText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const refresh = useRef(() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })).current;
  useTopupReturn(refresh);

  const first = wallet.data?.pages[0];
  const entries = wallet.data?.pages.flatMap((page) => page.entries) ?? [];
  const short = first ? Math.max(0, first.tomorrowPaise - first.balancePaise) : 0;

  return (
    <Page
      title={text('title')}
      actions={
        <Link to="/subscriptions" className={linkButtonClass.secondary}>
          <CalendarClock aria-hidden="true" className="size-5" />
          {text('subscriptions')}
        </Link>
      }
    >
      {wallet.isPending ? <Spinner label={text('title')} /> : null}
      {wallet.isError ? (
        <QueryError
          message={text('history.loadFailed')}
          detail={wallet.error.message}
          retryLabel={text('history.retry')}
          onRetry={() => void wallet.refetch()}
        />
      ) : null}
      {first ? (
        <div className="space-y-4">
          <div className="rounded-2xl bg-brand-600 p-4 text-white dark:bg-brand-800">
            <p className="flex items-center gap-2 text-sm">
              <Wallet aria-hidden="true" className="size-5" />
              {text('balance')}
            </p>
            <p className="text-3xl font-bold" data-testid="wallet-balance">
              {format.rupees(first.balancePaise)}
            </p>
            {first.tomorrowPaise > 0 ? (
              <p className="mt-1 text-sm">
                {text('tomorrowNeeds', { amount: format.rupees(first.tomorrowPaise) })}
              </p>
            ) : null}
          </div>
          {short > 0 ? (
            <p
              role="status"
              className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {text('tomorrowShort', { amount: format.rupees(short) })}
            </p>
          ) : null}
          <TopUpForm onPaid={refresh} />
          <RefundPreference on={first.refundsToWallet} onSaved={refresh} />
          <section className="rounded-2xl bg-white px-4 dark:bg-stone-900" aria-labelledby="wallet-history">
            <h2 id="wallet-history" className="pt-4 text-lg font-semibold">
              {text('history.heading')}
            </h2>
            {entries.length === 0 ? (
              <p className="py-4 text-stone-600 dark:text-stone-400">{text('history.empty')}</p>
            ) : (
              <ul className="divide-y divide-stone-200 dark:divide-stone-800">
                {entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
            {wallet.hasNextPage ? (
              <Button
                variant="secondary"
                className="mb-4 w-full"
                disabled={wallet.isFetchingNextPage}
                onClick={() => void wallet.fetchNextPage()}
              >
                {text('history.more')}
              </Button>
            ) : null}
          </section>
          <p className="text-sm text-stone-600 dark:text-stone-400">{text('note')}</p>
        </div>
      ) : null}
    </Page>
  );
}
