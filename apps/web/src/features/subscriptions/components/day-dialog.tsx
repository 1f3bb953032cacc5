import type { CalendarDay, SubscriptionView } from '@tokri/core';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { Button } from '../../../shared/ui/button.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import type { PlanChange } from '../api/subscriptions-api.js';
import { useSubscriptionText } from '../i18n/texts.js';
import { formatPlanDate } from '../utils/plan-dates.js';
import { dayStateText } from './plan-calendar.js';
import { QuantityStepper } from './quantity-stepper.js';

/** One open day of a plan: skip it (or undo the skip), or deliver a different number of packs that day. */
export function DayDialog({
  plan,
  day,
  busy,
  onChange,
  onClose,
}: {
  plan: SubscriptionView;
  day: CalendarDay;
  busy: boolean;
  onChange: (change: PlanChange, done: string) => void;
  onClose: () => void;
}) {
  const text = useSubscriptionText();
  const language = useLanguage();
  const date = formatPlanDate(day.date, language);
  const ownQuantity = plan.dayQuantities.find((entry) => entry.date === day.date)?.quantity;
  const [quantity, setQuantity] = useState(day.state === 'delivery' ? day.quantity : plan.quantity);
  const target = { id: plan.id, date: day.date };
  return (
    <ModalDialog
      open
      title={text('day.title', { date })}
      description={dayStateText(day, text)}
      onClose={onClose}
    >
      <div className="space-y-4" data-testid="day-dialog">
        {day.state === 'skipped' ? (
          <Button
            className="w-full"
            disabled={busy}
            onClick={() => onChange({ kind: 'unskip', ...target }, text('day.unskipped', { date }))}
          >
            {text('day.unskip')}
          </Button>
        ) : (
          <>
            <QuantityStepper label={text('day.quantity')} value={quantity} onChange={setQuantity} />
            <div className="grid gap-2">
              <Button
                disabled={busy || quantity === day.quantity}
                onClick={() =>
                  onChange({ kind: 'setQuantity', ...target, quantity }, text('day.quantitySaved', { date }))
                }
              >
                {text('day.saveQuantity')}
              </Button>
              {ownQuantity !== undefined ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    onChange({ kind: 'clearQuantity', ...target }, text('day.quantitySaved', { date }))
                  }
                >
                  {text('day.resetQuantity', { count: plan.quantity })}
                </Button>
              ) : null}
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => onChange({ kind: 'skip', ...target }, text('day.skipped', { date }))}
              >
                {text('day.skip')}
              </Button>
            </div>
          </>
        )}
        <Button variant="secondary" className="w-full" onClick={onClose}>
          {text('day.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
