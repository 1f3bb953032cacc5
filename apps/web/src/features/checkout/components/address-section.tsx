import { CircleAlert, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import type { AddressDraft, DraftField } from '../../addresses/index.js';
import type { SavedAddress } from '../api/checkout-api.js';
import { NEW_ADDRESS } from '../utils/address-choice.js';
import { NewAddressForm } from './new-address-form.js';

const option =
  'flex cursor-pointer gap-3 rounded-xl border-2 border-stone-200 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-stone-700 dark:has-checked:bg-brand-900/60';

function SavedAddressOption({
  address,
  checked,
  onSelect,
}: {
  address: SavedAddress;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const lines = [address.house, address.street, address.area, address.landmark].filter(Boolean).join(', ');
  return (
    <label className={option} data-testid="saved-address">
      <input
        type="radio"
        name="address"
        value={address.id}
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1 text-sm">
        <span className="block font-semibold">
          {t(`checkout.addressLabels.${address.label}`)} · {address.contactName}
        </span>
        <span className="block text-stone-600 dark:text-stone-400">
          {lines}, {address.city}, {address.state} {address.pincode}
        </span>
        {address.serviceable ? (
          <span className="mt-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-300">
            {t('checkout.deliversFrom', { store: address.storeName ?? '' })}
          </span>
        ) : (
          <span className="mt-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950 dark:text-red-300">
            {t('checkout.notServiceable')}
          </span>
        )}
      </span>
    </label>
  );
}

interface AddressSectionProps {
  addresses: SavedAddress[];
  choice: string;
  onChoice: (choice: string) => void;
  form: AddressDraft;
  errors: Partial<Record<DraftField, string>>;
  onFormChange: (field: DraftField, value: string) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  /** A refusal about the address itself (e.g. outside every store's delivery area). */
  problem: string | null;
}

/** Where to deliver: a saved address (radio list) or a new one typed in. */
export function AddressSection(props: AddressSectionProps) {
  const { t } = useTranslation();
  const { addresses, choice } = props;
  const form = (
    <NewAddressForm
      // With no saved addresses the form is the whole section: its legend would repeat the heading, so only
      // screen readers get it (as "Enter the delivery address").
      legend={addresses.length > 0 ? t('checkout.newAddress') : t('checkout.enterAddress')}
      legendHidden={addresses.length === 0}
      form={props.form}
      errors={props.errors}
      onChange={props.onFormChange}
      save={props.save}
      onSaveChange={props.onSaveChange}
    />
  );
  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
      aria-labelledby="checkout-address"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="checkout-address" className="flex items-center gap-2 font-semibold">
          <MapPin aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
          {t('checkout.deliveryAddress')}
        </h2>
        <Link
          to="/saved-addresses"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('addresses.manage')}
        </Link>
      </div>
      {addresses.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('checkout.chooseAddress')}</legend>
          {addresses.map((address) => (
            <SavedAddressOption
              key={address.id}
              address={address}
              checked={choice === address.id}
              onSelect={() => props.onChoice(address.id)}
            />
          ))}
          <label className={option}>
            <input
              type="radio"
              name="address"
              value={NEW_ADDRESS}
              checked={choice === NEW_ADDRESS}
              onChange={() => props.onChoice(NEW_ADDRESS)}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span className="text-sm font-semibold">{t('checkout.useNewAddress')}</span>
          </label>
        </fieldset>
      ) : null}
      {choice === NEW_ADDRESS ? form : null}
      {props.problem ? (
        <p
          role="alert"
          data-testid="address-problem"
          className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {props.problem}
        </p>
      ) : null}
    </section>
  );
}
