import type { RiderAssignment, RiderOrderLine } from '@tokri/core';
import { type FormEvent, useId, useState } from 'react';
import { useFormat } from '../../../shared/format/use-format.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { toast } from '../../../shared/ui/toast.js';
import { useRiderActions } from '../api/rider-api.js';
import { useDeliveryText } from '../delivery-texts.js';

/** Confirms a line missing at the store or refused at the door (the amount due drops; it cannot be undone). */
export function LineDialog({
  assignment,
  line,
  status,
  onClose,
}: {
  assignment: RiderAssignment;
  line: RiderOrderLine;
  status: 'missing' | 'refused';
  onClose: () => void;
}) {
  const text = useDeliveryText();
  const format = useFormat();
  const { line: mark } = useRiderActions();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate(
      {
        orderId: assignment.orderId,
        lineId: line.id,
        status,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(text('line.done', { item: line.name }));
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  const collectsCash = assignment.paymentMethod === 'cod' && assignment.amountToCollectPaise > 0;
  return (
    <ModalDialog
      open
      title={text(status === 'missing' ? 'line.markMissing' : 'line.markRefused', { item: line.name })}
      {...(collectsCash
        ? { description: text('line.explain', { amount: format.rupees(line.totalPricePaise) }) }
        : {})}
      onClose={onClose}
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={reasonId} className="block text-base font-bold">
            {text('line.reason')}
          </label>
          <input
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            className="min-h-12 w-full rounded-xl border-2 border-stone-500 bg-white px-3 text-base dark:border-stone-400 dark:bg-stone-950"
          />
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-xl bg-red-100 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-14 rounded-xl border-2 border-stone-500 px-3 text-lg font-bold dark:border-stone-400"
          >
            {text('line.cancel')}
          </button>
          <button
            type="submit"
            disabled={mark.isPending}
            className="min-h-14 rounded-xl bg-red-700 px-3 text-lg font-bold text-white disabled:opacity-60 dark:bg-red-400 dark:text-stone-950"
          >
            {text('line.confirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
