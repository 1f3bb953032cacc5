import { errorMessage, type IstDate, isIstDate, type SubscriptionView } from '@tokri/core';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { Button } from '../../../shared/ui/button.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { useSubscriptionText } from '../i18n/texts.js';
import { formatPlanDate } from '../utils/plan-dates.js';

interface ConfirmProps {
  plan: SubscriptionView;
  busy: boolean;
  onClose: () => void;
}

/** "Pause" until resumed: no deliveries from the first date a change still reaches. */
export function PauseDialog({
  from,
  busy,
  onConfirm,
  onClose,
}: Omit<ConfirmProps, 'plan'> & {
  from: IstDate;
  onConfirm: () => void;
}) {
  const text = useSubscriptionText();
  const language = useLanguage();
  return (
    <ModalDialog
      open
      title={text('pauseDialog.title')}
      description={text('pauseDialog.body', { date: formatPlanDate(from, language) })}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClose}>
          {text('pauseDialog.cancel')}
        </Button>
        <Button disabled={busy} onClick={onConfirm}>
          {text('pauseDialog.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}

/** A vacation: a first and a last day without deliveries, from the first changeable date on. */
export function VacationDialog({
  earliest,
  busy,
  onSave,
  onClose,
}: Omit<ConfirmProps, 'plan'> & {
  earliest: IstDate;
  onSave: (from: IstDate, to: IstDate) => void;
}) {
  const text = useSubscriptionText();
  const language = useLanguage();
  const [from, setFrom] = useState(earliest);
  const [to, setTo] = useState(earliest);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    if (!isIstDate(from) || !isIstDate(to)) return setError(errorMessage('INVALID_DATE', language));
    if (from < earliest)
      return setError(text('vacationDialog.tooEarly', { date: formatPlanDate(earliest, language) }));
    if (to < from) return setError(text('vacationDialog.invalid'));
    setError(undefined);
    onSave(from, to);
  };
  return (
    <ModalDialog
      open
      title={text('vacationDialog.title')}
      description={text('vacationDialog.body', { date: formatPlanDate(earliest, language) })}
      onClose={onClose}
    >
      <form
        className="space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={text('vacationDialog.from')}
          type="date"
          min={earliest}
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            if (to < event.target.value) setTo(event.target.value);
          }}
        />
        <TextField
          label={text('vacationDialog.to')}
          type="date"
          min={from}
          value={to}
          error={error}
          onChange={(event) => setTo(event.target.value)}
        />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onClose}>
            {text('vacationDialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {text('vacationDialog.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

export function DeleteDialog({ plan, busy, onConfirm, onClose }: ConfirmProps & { onConfirm: () => void }) {
  const text = useSubscriptionText();
  return (
    <ModalDialog
      open
      title={text('deleteDialog.title')}
      description={text('deleteDialog.body', { product: plan.productName })}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClose}>
          {text('deleteDialog.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {text('deleteDialog.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
