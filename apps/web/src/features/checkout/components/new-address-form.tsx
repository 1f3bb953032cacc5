import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field.js';
import type { AddressField, AddressForm } from '../utils/address-form.js';

interface NewAddressFormProps {
  legend: string;
  /** Kept for screen readers only, where a visible heading already says what the form is. */
  legendHidden?: boolean;
  form: AddressForm;
  errors: Partial<Record<AddressField, string>>;
  onChange: (field: AddressField, value: string) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
}

/** The address typed in at checkout, with the server's field errors next to each field. */
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
  const field = (name: AddressField, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={t(`checkout.address.${name}`)}
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
      {field('fullName', { autoComplete: 'name' })}
      {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
      {field('line1', { autoComplete: 'address-line1' })}
      {field('line2', { autoComplete: 'address-line2' })}
      {field('landmark')}
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
