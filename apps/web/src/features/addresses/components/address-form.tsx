import { MapPin } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import type { AddressDraft, AddressLabel, DraftField } from '../utils/address-draft.js';

const LABELS: readonly AddressLabel[] = ['home', 'work', 'other'];

const chip =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-stone-200 px-3 text-sm font-semibold has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-stone-700 dark:has-checked:bg-brand-900/60';

interface AddressFormProps {
  draft: AddressDraft;
  errors: Partial<Record<DraftField, string>>;
  /** The place the form was started from, shown above the fields. */
  pinnedText: string | null;
  saving: boolean;
  onChange: (patch: Partial<AddressDraft>) => void;
  onChangeLocation: () => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The saved-address fields: the looked-up area, city, state and PIN code arrive filled; the rest is typed. */
export function AddressForm(props: AddressFormProps) {
  const { t } = useTranslation();
  const { draft, errors } = props;
  const field = (
    name: DraftField,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={draft[name]}
      onChange={(event) => props.onChange({ [name]: event.target.value })}
      error={errors[name]}
      {...extra}
    />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
      data-testid="address-form"
    >
      <div className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm dark:bg-brand-900/40">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('addresses.pinned')}</p>
          <p data-testid="address-pinned" className="text-stone-600 dark:text-stone-400">
            {props.pinnedText ?? t('addresses.noPin')}
          </p>
        </div>
        <button
          type="button"
          onClick={props.onChangeLocation}
          className="min-h-11 shrink-0 rounded-lg px-2 font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('addresses.changeLocation')}
        </button>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-700 dark:text-stone-300">
          {t('addresses.labelLegend')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {LABELS.map((label) => (
            <label key={label} className={chip}>
              <input
                type="radio"
                name="label"
                value={label}
                checked={draft.label === label}
                onChange={() => props.onChange({ label })}
                className="size-4 accent-brand-600"
              />
              {t(`checkout.addressLabels.${label}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {field('contactName', t('checkout.address.fullName'), { autoComplete: 'name' })}
      {field('contactPhone', t('checkout.address.phone'), {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
      })}
      {field('house', t('checkout.address.line1'), { autoComplete: 'address-line1' })}
      {field('street', t('addresses.street'), { autoComplete: 'address-line2' })}
      {field('landmark', t('checkout.address.landmark'))}
      {field('area', t('addresses.area'), { autoComplete: 'address-level3' })}
      <div className="grid grid-cols-2 gap-3">
        {field('city', t('checkout.address.city'), { autoComplete: 'address-level2' })}
        {field('pincode', t('checkout.address.pincode'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: 6,
        })}
      </div>
      {field('state', t('checkout.address.state'), { autoComplete: 'address-level1' })}
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={draft.isDefault}
          onChange={(event) => props.onChange({ isDefault: event.target.checked })}
          className="size-5 accent-brand-600"
        />
        {t('addresses.makeDefaultOnSave')}
      </label>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          {t('addresses.cancel')}
        </Button>
        <Button type="submit" disabled={props.saving}>
          {props.saving ? t('addresses.saving') : t('addresses.save')}
        </Button>
      </div>
    </form>
  );
}
