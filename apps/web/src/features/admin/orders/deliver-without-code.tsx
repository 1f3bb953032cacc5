import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useFormat } from '../../../shared/format/use-format.js';
import type { OrderView } from '../../../shared/types/order.js';
import { Button } from '../../../shared/ui/button.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { rupeesInputToPaise, useDeliverWithoutCode } from './handover-api.js';
import { useHandoverText } from './handover-texts.js';

/**
 * On an order out for delivery with a rider: the admin completes the handover without the customer's code (it
 * locked, or the phone died), with a reason, and for cash on delivery the cash the rider reports (issue 14).
 */
export function DeliverWithoutCode({ order }: { order: OrderView }) {
  const text = useHandoverText();
  const format = useFormat();
  const deliver = useDeliverWithoutCode();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [cash, setCash] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; cash?: string }>({});
  const cod = order.paymentMethod === 'cod';
  const due = order.amountDuePaise ?? order.totalPaise;
  if (order.status !== 'out_for_delivery' || !order.rider) return null;

  const submit = () => {
    const cashPaise = cod ? rupeesInputToPaise(cash) : undefined;
    const found = {
      ...(reason.trim() ? {} : { reason: text('deliver.reasonRequired') }),
      ...(cod && cashPaise === null ? { cash: text('deliver.cashRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    deliver.mutate(
      {
        id: order.id,
        reason: reason.trim(),
        ...(cashPaise != null ? { cashCollectedPaise: cashPaise } : {}),
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(text('deliver.done', { id: order.shortId }));
        },
        onError: (error) =>
          toast.error(text('deliver.failed', { id: order.shortId }), { description: error.message }),
      },
    );
  };

  return (
    <>
      {order.deliveryCodeLocked ? (
        <p
          role="status"
          data-testid="delivery-code-locked"
          className="w-full rounded-xl bg-red-50 p-2 text-sm font-semibold text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {text('deliver.locked')}
        </p>
      ) : null}
      <Button
        variant={order.deliveryCodeLocked ? 'primary' : 'secondary'}
        onClick={() => setOpen(true)}
        data-testid="deliver-without-code"
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {text('deliver.action')}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={text('deliver.title', { id: order.shortId })}
        description={text('deliver.body')}
      >
        <form
          id={`deliver-${order.id}`}
          className="mb-3 space-y-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={text('deliver.reason')}
            value={reason}
            maxLength={300}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
          />
          {cod ? (
            <TextField
              label={text('deliver.cash')}
              hint={text('deliver.due', { amount: format.rupees(due) })}
              inputMode="decimal"
              value={cash}
              error={errors.cash}
              onChange={(event) => {
                setCash(event.currentTarget.value);
                setErrors((current) => ({ ...current, cash: undefined }));
              }}
            />
          ) : null}
        </form>
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => setOpen(false)}>
            {text('deliver.back')}
          </Button>
          <Button className="flex-1" disabled={deliver.isPending} type="submit" form={`deliver-${order.id}`}>
            {text('deliver.confirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
