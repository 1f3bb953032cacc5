import { formatIndianPhone } from '@tokri/core';
import { CircleAlert, Pencil, Star, Trash2, Truck } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';
import type { SavedAddress } from '../api/addresses-api.js';
import { addressLine } from '../utils/address-draft.js';

const small =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60 dark:hover:bg-stone-800';

/** One saved address: label, contact, the full address, default badge and whether a store delivers there. */
export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`checkout.addressLabels.${address.label}`);
  const name = `${label}, ${address.contactName}`;
  return (
    <li data-testid="address-card" className="rounded-2xl bg-white p-4 dark:bg-stone-900">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{label}</h2>
        {address.isDefault ? (
          <span
            data-testid="address-default"
            className="rounded-full bg-saffron-500 px-2 py-0.5 text-xs font-bold text-stone-950"
          >
            {t('addresses.default')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm font-medium">
        {address.contactName} · {formatIndianPhone(address.contactPhone)}
      </p>
      <p className="text-sm text-stone-600 dark:text-stone-400">{addressLine(address)}</p>
      {address.serviceable ? (
        <p
          data-testid="address-serviceable"
          className="mt-2 inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-300"
        >
          <Truck aria-hidden="true" className="size-3.5" />
          {t('addresses.deliversFrom', { store: address.storeName ?? '' })}
        </p>
      ) : (
        <p
          data-testid="address-not-serviceable"
          className="mt-2 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {t('addresses.notDeliverable')}
        </p>
      )}
      <div className="-mx-3 mt-2 flex flex-wrap gap-1">
        <button
          type="button"
          className={small}
          onClick={onEdit}
          disabled={busy}
          aria-label={t('addresses.editNamed', { name })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('addresses.edit')}
        </button>
        {address.isDefault ? null : (
          <button
            type="button"
            className={small}
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('addresses.makeDefaultNamed', { name })}
          >
            <Star aria-hidden="true" className="size-4" />
            {t('addresses.makeDefault')}
          </button>
        )}
        <button
          type="button"
          className={`${small} text-red-700 dark:text-red-300`}
          onClick={onDelete}
          disabled={busy}
          aria-label={t('addresses.deleteNamed', { name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('addresses.delete')}
        </button>
      </div>
    </li>
  );
}
