import type { RiderAssignment } from '@tokri/core';
import { type FormEvent, useId, useState } from 'react';
import { useFormat } from '../../../shared/format/use-format.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { toast } from '../../../shared/ui/toast.js';
import { useRiderActions } from '../api/rider-api.js';
import { useDeliveryText } from '../delivery-texts.js';
import { cashInputValue, parseCashRupees } from '../utils/cash-input.js';

const input =
  'w-full rounded-xl border-2 border-stone-500 bg-white px-3 text-stone-950 aria-invalid:border-red-600 dark:border-stone-400 dark:bg-stone-950 dark:text-stone-50';

/**
 * The handover at the door: the customer's 4-digit code and, for cash on delivery, the cash in hand (the amount
 * due unless the rider changes it, and then a reason). The server checks the code and counts wrong tries; its
 * message (in the rider's language) is shown as it is.
 */
export function DeliverDialog({
  assignment,
  open,
  onClose,
}: {
  assignment: RiderAssignment;
  open: boolean;
  onClose: () => void;
}) {
  const text = useDeliveryText();
  const format = useFormat();
  const { deliver } = useRiderActions();
  const ids = { otp: useId(), otpHint: useId(), cash: useId(), cashHint: useId(), reason: useId() };
  const due = assignment.amountToCollectPaise;
  const collectsCash = assignment.paymentMethod === 'cod' && due > 0;
  const [otp, setOtp] = useState('');
  const [cash, setCash] = useState(() => cashInputValue(due));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{
    field: 'otp' | 'cash' | 'reason' | 'server';
    message: string;
  } | null>(null);
  const cashPaise = parseCashRupees(cash);
  const differs = collectsCash && cashPaise !== null && cashPaise !== due;
  const locked = assignment.otpAttemptsLeft <= 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(otp)) return setProblem({ field: 'otp', message: text('deliver.otpInvalid') });
    if (collectsCash && cashPaise === null)
      return setProblem({ field: 'cash', message: text('deliver.cashInvalid') });
    if (differs && reason.trim() === '')
      return setProblem({ field: 'reason', message: text('deliver.reasonNeeded') });
    setProblem(null);
    deliver.mutate(
      {
        orderId: assignment.orderId,
        otp,
        ...(collectsCash && cashPaise !== null ? { cashCollectedPaise: cashPaise } : {}),
        ...(differs ? { cashNote: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(text('deliver.done'));
          onClose();
        },
        onError: (error) => {
          setOtp('');
          setProblem({ field: 'server', message: error.message });
        },
      },
    );
  };

  const fieldError = (field: 'otp' | 'cash' | 'reason') =>
    problem?.field === field ? (
      <p className="text-base font-semibold text-red-700 dark:text-red-300">{problem.message}</p>
    ) : null;

  return (
    <ModalDialog open={open} title={text('deliver.title', { id: assignment.shortId })} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="rider-deliver-form">
        <div className="space-y-1">
          <label htmlFor={ids.otp} className="block text-base font-bold">
            {text('deliver.otp')}
          </label>
          <input
            id={ids.otp}
            name="otp"
            value={otp}
            onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{4}"
            maxLength={4}
            required
            disabled={locked}
            aria-invalid={problem?.field === 'otp' || problem?.field === 'server' ? true : undefined}
            aria-describedby={ids.otpHint}
            className={`${input} min-h-14 text-center font-mono text-3xl tracking-[0.5em]`}
          />
          <p id={ids.otpHint} className="text-sm text-stone-700 dark:text-stone-300">
            {text('deliver.otpHint')}{' '}
            {locked ? null : text('deliver.attemptsLeft', { count: assignment.otpAttemptsLeft })}
          </p>
          {fieldError('otp')}
        </div>
        {collectsCash ? (
          <div className="space-y-1">
            <label htmlFor={ids.cash} className="block text-base font-bold">
              {text('deliver.cash')}
            </label>
            <input
              id={ids.cash}
              name="cash"
              value={cash}
              onChange={(event) => setCash(event.currentTarget.value)}
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={ids.cashHint}
              aria-invalid={problem?.field === 'cash' ? true : undefined}
              className={`${input} min-h-12 text-xl`}
            />
            <p id={ids.cashHint} className="text-sm text-stone-700 dark:text-stone-300">
              {text('deliver.due', { amount: format.rupees(due) })}
            </p>
            {fieldError('cash')}
          </div>
        ) : null}
        {differs ? (
          <div className="space-y-1">
            <label htmlFor={ids.reason} className="block text-base font-bold">
              {text('deliver.reason')}
            </label>
            <textarea
              id={ids.reason}
              name="cashNote"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={300}
              rows={2}
              required
              aria-invalid={problem?.field === 'reason' ? true : undefined}
              className={`${input} py-2 text-base`}
            />
            {fieldError('reason')}
          </div>
        ) : null}
        {locked ? (
          <p
            role="alert"
            className="rounded-xl bg-red-100 p-3 text-base font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {text('deliver.locked')}
          </p>
        ) : null}
        {problem?.field === 'server' ? (
          <p
            role="alert"
            className="rounded-xl bg-red-100 p-3 text-base font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
            data-testid="rider-deliver-error"
          >
            {problem.message}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-14 rounded-xl border-2 border-stone-500 px-3 text-lg font-bold dark:border-stone-400"
          >
            {text('deliver.cancel')}
          </button>
          <button
            type="submit"
            disabled={deliver.isPending || locked}
            className="min-h-14 rounded-xl bg-green-700 px-3 text-lg font-bold text-white disabled:opacity-60 dark:bg-green-500 dark:text-stone-950"
          >
            {text('deliver.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
