import { Banknote, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { addressLine, type SavedAddress } from '../../addresses/index.js';
import { useSubscriptionText } from '../i18n/texts.js';
import type { CreateDraft } from '../utils/create-form.js';

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border-2 border-stone-200 p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-stone-700 dark:has-checked:bg-brand-900/60';
const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300';

/** One of the customer's saved addresses, and a way to add one. */
export function AddressChoice({
  addresses,
  value,
  error,
  onChange,
}: {
  addresses: SavedAddress[];
  value: string | null;
  error?: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const text = useSubscriptionText();
  return (
    <fieldset className="space-y-2">
      <legend className="float-left mb-2 flex w-full flex-wrap items-center justify-between gap-x-3">
        <span className="font-semibold">{text('create.address')}</span>
        <Link to="/saved-addresses" className={linkClass}>
          {text('create.addAddress')}
        </Link>
      </legend>
      {addresses.length === 0 ? (
        <p className="clear-both text-sm text-stone-600 dark:text-stone-400">{text('create.noAddress')}</p>
      ) : null}
      {addresses.map((address) => (
        <label key={address.id} className={`${option} clear-both`}>
          <input
            type="radio"
            name="address"
            value={address.id}
            checked={value === address.id}
            onChange={() => onChange(address.id)}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">
              {t(`checkout.addressLabels.${address.label}`)} · {address.contactName}
            </span>
            <span className="block text-stone-600 dark:text-stone-400">{addressLine(address)}</span>
          </span>
        </label>
      ))}
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}

const METHODS = [
  { value: 'wallet', Icon: Wallet },
  { value: 'cod', Icon: Banknote },
] as const;

/** Wallet (each delivery debited) or cash on delivery. */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: CreateDraft['paymentMethod'];
  onChange: (value: CreateDraft['paymentMethod']) => void;
}) {
  const text = useSubscriptionText();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold">{text('create.payment')}</legend>
      {METHODS.map(({ value: method, Icon }) => (
        <label key={method} className={option}>
          <input
            type="radio"
            name="payment"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
          <span>
            <span className="block font-semibold">{text(`create.${method}`)}</span>
            <span className="block text-stone-600 dark:text-stone-400">{text(`create.${method}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
