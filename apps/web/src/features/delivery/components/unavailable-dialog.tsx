import type { RiderAssignment, RiderOrderLine } from '@tokri/core';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { toast } from '../../../shared/ui/toast.js';
import { useRiderActions } from '../api/rider-api.js';
import { useDeliveryText } from '../delivery-texts.js';

const BIG = 'min-h-14 rounded-xl px-3 text-lg font-bold disabled:opacity-60';

/**
 * A line not on the shelf (ADR 0045): the server applies the customer's choice (best match, their pick, refund).
 * A customer who chose "call me" is called first: the number to call, then Substitute or Remove.
 */
export function UnavailableDialog({
  assignment,
  line,
  onClose,
}: {
  assignment: RiderAssignment;
  line: RiderOrderLine;
  onClose: () => void;
}) {
  const delivery = useDeliveryText();
  const { line: mark } = useRiderActions();
  const [error, setError] = useState<string | null>(null);
  const callFirst = line.substitutionChoice === 'call';
  const send = (afterCall?: 'substitute' | 'remove') =>
    mark.mutate(
      {
        orderId: assignment.orderId,
        lineId: line.id,
        status: 'unavailable',
        ...(afterCall ? { afterCall } : {}),
      },
      {
        onSuccess: () => {
          toast.success(delivery('line.done', { item: line.name }));
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  return (
    <ModalDialog
      open
      title={delivery('substitution.unavailableLabel', { item: line.name })}
      description={delivery('substitution.customerChose', {
        choice: delivery(`substitution.choice.${line.substitutionChoice ?? 'best_match'}`),
      })}
      onClose={onClose}
    >
      <div className="space-y-4" data-testid="unavailable-dialog">
        {callFirst ? (
          <>
            <p className="text-base font-semibold">
              {delivery('substitution.callFirst', { item: line.name })}
            </p>
            <a
              href={`tel:${assignment.customerPhone}`}
              className="flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 border-stone-900 text-lg font-bold dark:border-stone-100"
              data-testid="unavailable-call"
            >
              <Phone aria-hidden="true" className="size-5" />
              {delivery('substitution.callCustomer')} ({assignment.customerPhoneMasked})
            </a>
          </>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="rounded-xl bg-red-100 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          {callFirst ? (
            <>
              <button
                type="button"
                disabled={mark.isPending}
                onClick={() => send('substitute')}
                className={`${BIG} bg-green-700 text-white dark:bg-green-500 dark:text-stone-950`}
              >
                {delivery('substitution.substitute')}
              </button>
              <button
                type="button"
                disabled={mark.isPending}
                onClick={() => send('remove')}
                className={`${BIG} bg-red-700 text-white dark:bg-red-400 dark:text-stone-950`}
              >
                {delivery('substitution.remove')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                onClick={onClose}
                className={`${BIG} border-2 border-stone-500 dark:border-stone-400`}
              >
                {delivery('line.cancel')}
              </button>
              <button
                type="button"
                disabled={mark.isPending}
                onClick={() => send()}
                className={`${BIG} bg-red-700 text-white dark:bg-red-400 dark:text-stone-950`}
              >
                {delivery('line.confirm')}
              </button>
            </>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
