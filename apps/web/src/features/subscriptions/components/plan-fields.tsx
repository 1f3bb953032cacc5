import { type IstDate, SUBSCRIPTION_TYPES } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { useSubscriptionText } from '../i18n/texts.js';
import {
  type CreateDraft,
  type CreateField,
  type CreateProblem,
  toggleDay,
  withType,
} from '../utils/create-form.js';
import { WEEK_ORDER, weekdayName } from '../utils/plan-dates.js';
import { QuantityStepper } from './quantity-stepper.js';

const choice =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-stone-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-stone-700 dark:has-checked:bg-brand-900/60';

/** How often, which days, how many packs, from when and until when. */
export function PlanFields({
  draft,
  today,
  problems,
  problemText,
  onChange,
}: {
  draft: CreateDraft;
  today: IstDate;
  problems: Partial<Record<CreateField, CreateProblem>>;
  problemText: (problem: CreateProblem | undefined) => string | undefined;
  onChange: (draft: CreateDraft) => void;
}) {
  const text = useSubscriptionText();
  const language = useLanguage();
  const daysError = problemText(problems.deliveryDays);
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{text('create.planType')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {SUBSCRIPTION_TYPES.map((type) => (
            <label key={type} className={choice}>
              <input
                type="radio"
                name="plan-type"
                value={type}
                checked={draft.type === type}
                onChange={() => onChange(withType(draft, type))}
                className="size-5 shrink-0 accent-brand-600"
              />
              {text(`create.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.type === 'weekdays' || draft.type === 'weekly' ? (
        <fieldset className="space-y-2" aria-describedby={daysError ? 'plan-days-error' : undefined}>
          <legend className="mb-2 font-semibold">
            {draft.type === 'weekly' ? text('create.day') : text('create.days')}
          </legend>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {WEEK_ORDER.map((day) => (
              <label key={day} className={`${choice} justify-center`}>
                <input
                  type={draft.type === 'weekly' ? 'radio' : 'checkbox'}
                  name="plan-days"
                  value={day}
                  checked={draft.deliveryDays.includes(day)}
                  onChange={() => onChange(toggleDay(draft, day))}
                  aria-label={weekdayName(day, language, 'long')}
                  className="size-5 shrink-0 accent-brand-600"
                />
                {weekdayName(day, language, 'short')}
              </label>
            ))}
          </div>
          {daysError ? (
            <p id="plan-days-error" className="text-sm text-red-600 dark:text-red-400">
              {daysError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <QuantityStepper
        label={text('create.quantity')}
        value={draft.quantity}
        onChange={(quantity) => onChange({ ...draft, quantity })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={text('create.startDate')}
          hint={text('create.startHint')}
          type="date"
          min={today}
          value={draft.startDate}
          error={problemText(problems.startDate)}
          onChange={(event) => onChange({ ...draft, startDate: event.target.value })}
        />
        <TextField
          label={text('create.endDate')}
          hint={text('create.endHint')}
          type="date"
          min={draft.startDate || today}
          value={draft.endDate}
          error={problemText(problems.endDate)}
          onChange={(event) => onChange({ ...draft, endDate: event.target.value })}
        />
      </div>
    </>
  );
}
