import { useTranslation } from '../../../i18n/use-translation.js';
import { TextField } from '../../../shared/ui/text-field.js';
import type { AddressDraft, DraftField } from '../../addresses/index.js';

interface NewAddressFormProps {
  legend: string;
  /** Kept for screen readers only, where a visible heading already says what the form is. */
  legendHidden?: boolean;
  form: AddressDraft;
  errors: Partial<Record<DraftField, string>>;
  onChange: (field: DraftField, value: string) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
}

/** The same labels as the saved-address form, for the same fields. */
const LABEL_KEYS = {
  contactName: 'checkout.address.fullName',
  contactPhone: 'checkout.address.phone',
  house: 'checkout.address.line1',
  street: 'addresses.street',
  landmark: 'checkout.address.landmark',
  area: 'addresses.area',
  city: 'checkout.address.city',
  state: 'checkout.address.state',
  pincode: 'checkout.address.pincode',
} as const satisfies Record<DraftField, string>;

/** The address typed in at checkout (the saved-address fields), with the server's field errors next to each. */
export function NewAddressForm({
  legend,
  legendHidden = false,
  form,
  errors,
  onChange,
  save,
  onSaveChange,
}: NewAddressFormProps) {
  const { t } = useTranslation();
  const field = (name: DraftField, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={t(LABEL_KEYS[name])}
      name={name}
      value={form[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <fieldset className="space-y-3" data-testid="new-address-form">
      <legend className={legendHidden ? 'sr-only' : 'mb-2 font-semibold'}>{legend}</legend>
      {field('contactName', { autoComplete: 'name' })}
      {field('contactPhone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
      {field('house', { autoComplete: 'address-line1' })}
      {field('street', { autoComplete: 'address-line2' })}
      {field('landmark')}
      {field('area', { autoComplete: 'address-level3' })}
      <div className="grid grid-cols-2 gap-3">
        {field('city', { autoComplete: 'address-level2' })}
        {field('pincode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 })}
      </div>
      {field('state', { autoComplete: 'address-level1' })}
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={save}
          onChange={(event) => onSaveChange(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        {t('checkout.saveAddress')}
      </label>
    </fieldset>
  );
}
