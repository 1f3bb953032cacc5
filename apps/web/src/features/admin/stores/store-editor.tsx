import { type AdminStore, STORE_WEEKDAYS, type StoreWeekday } from '@tokri/core';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { StoreAreaFields } from './store-area-fields.js';
import { type DayRow, emptyStoreForm, formToInput, type StoreForm, storeToForm } from './store-form.js';
import { useStoreText } from './store-texts.js';
import { useStoreActions } from './stores-api.js';

/** Bengaluru, where a new store's pin starts when there is nothing else to go by. */
const DEFAULT_CENTER = { lat: 12.9716, lng: 77.5946 };

function HoursEditor({
  hours,
  onChange,
  errors,
}: {
  hours: StoreForm['hours'];
  onChange: (day: StoreWeekday, row: DayRow) => void;
  errors: Record<string, string>;
}) {
  const text = useStoreText();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{text('form.hours')}</legend>
      {STORE_WEEKDAYS.map((day) => {
        const row = hours[day];
        const name = text(`days.${day}`);
        const error = errors[`openingHours.${day}.close`] ?? errors[`openingHours.${day}.open`];
        return (
          <div
            key={day}
            className="grid grid-cols-[3rem_1fr_1fr] items-end gap-2 sm:grid-cols-[3rem_1fr_1fr_auto]"
          >
            <span className="pb-3 font-semibold" aria-hidden="true">
              {name}
            </span>
            <TextField
              label={text('form.open', { day: name })}
              type="time"
              value={row.open}
              disabled={row.closed}
              onChange={(e) => onChange(day, { ...row, open: e.target.value })}
              error={error}
            />
            <TextField
              label={text('form.close', { day: name })}
              type="time"
              value={row.close}
              disabled={row.closed}
              onChange={(e) => onChange(day, { ...row, close: e.target.value })}
            />
            <label className="col-span-3 flex min-h-11 cursor-pointer items-center gap-2 sm:col-span-1">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={row.closed}
                onChange={(e) => onChange(day, { ...row, closed: e.target.checked })}
              />
              {text('form.closed', { day: name })}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The store's GST registration: what its tax invoices say about the supplier (ADR 0047). */
function GstFields({
  form,
  update,
  errors,
}: {
  form: StoreForm;
  update: (change: Partial<StoreForm>) => void;
  errors: Record<string, string>;
}) {
  const text = useStoreText();
  const field = (key: 'legalName' | 'gstin' | 'pincode' | 'invoiceCode') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }),
    error: errors[key],
  });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{text('form.gst')}</legend>
      <p className="text-xs text-stone-600 dark:text-stone-400">{text('form.gstHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text('form.legalName')} autoComplete="organization" {...field('legalName')} />
        <TextField
          label={text('form.gstin')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          {...field('gstin')}
        />
        <TextField
          label={text('form.state')}
          inputMode="numeric"
          maxLength={2}
          value={form.stateCode}
          onChange={(e) => update({ stateCode: e.target.value })}
          error={errors.stateCode}
        />
        <TextField label={text('form.pincode')} inputMode="numeric" maxLength={6} {...field('pincode')} />
        <TextField
          label={text('form.invoiceCode')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={4}
          {...field('invoiceCode')}
        />
      </div>
    </fieldset>
  );
}

/** Create or edit one store; the server validates (the polygon too) and answers per field. */
export function StoreEditor({ store, onDone }: { store: AdminStore | null; onDone: () => void }) {
  const text = useStoreText();
  const { save } = useStoreActions();
  const [form, setForm] = useState<StoreForm>(store ? storeToForm(store) : emptyStoreForm(DEFAULT_CENTER));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = useId();
  const update = (change: Partial<StoreForm>) => setForm((current) => ({ ...current, ...change }));
  const textField = (key: 'name' | 'address' | 'city' | 'phone') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: store?.id ?? null, input: formToInput(form) },
      {
        onSuccess: ({ store: saved }) => {
          toast.success(text('saved', { name: saved.name }));
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          setErrors(fields);
          // Each field shows its own message; the summary names no field (the server's names code paths).
          toast.error(
            Object.keys(fields).length > 0 ? text('fixFields') : text('failed', { message: error.message }),
          );
        },
      },
    );
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-4 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {store ? text('form.edit', { name: store.name }) : text('form.create')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text('form.name')} autoComplete="off" {...textField('name')} />
        <TextField label={text('form.phone')} type="tel" inputMode="tel" {...textField('phone')} />
        <TextField label={text('form.address')} {...textField('address')} />
        <TextField label={text('form.city')} {...textField('city')} />
      </div>
      <GstFields form={form} update={update} errors={errors} />
      <StoreAreaFields form={form} update={update} errors={errors} />
      <HoursEditor
        hours={form.hours}
        errors={errors}
        onChange={(day, row) =>
          setForm((current) => ({ ...current, hours: { ...current.hours, [day]: row } }))
        }
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={form.isActive}
          onChange={(e) => update({ isActive: e.target.checked })}
        />
        {text('form.isActive')}
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {text('form.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {text('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
