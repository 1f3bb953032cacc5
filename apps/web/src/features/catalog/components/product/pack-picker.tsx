import type { ProductDetail } from '@tokri/core';
import { useTranslation } from '../../../../i18n/use-translation.js';
import { useFormat } from '../../../../shared/format/use-format.js';

export type Pack = ProductDetail['packs'][number];

/** The pack sizes as a radio group, each with its own price, discount and stock. */
export function PackPicker({
  packs,
  selected,
  onSelect,
}: {
  packs: Pack[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('product.packs')}</legend>
      <div className="grid grid-cols-2 gap-2" data-testid="packs">
        {packs.map((pack, index) => {
          const discounted = pack.finalPricePaise < pack.pricePaise;
          return (
            <label
              key={pack.id ?? 'default'}
              className="flex cursor-pointer flex-col gap-0.5 rounded-xl border-2 border-stone-200 bg-white p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-stone-700 dark:bg-stone-900 dark:has-checked:bg-brand-900"
            >
              <input
                type="radio"
                name="pack"
                value={index}
                checked={index === selected}
                onChange={() => onSelect(index)}
                className="sr-only"
              />
              <span className="font-semibold">{format.packSize(pack.name)}</span>
              <span>
                <span className="font-bold">{format.rupees(pack.finalPricePaise)}</span>
                {discounted ? (
                  <>
                    {' '}
                    <span className="text-xs text-stone-500 dark:text-stone-400">
                      <span className="sr-only">{t('product.mrp')} </span>
                      <s>{format.rupees(pack.pricePaise)}</s>
                    </span>
                  </>
                ) : null}
              </span>
              {pack.effectiveDiscountPercentage > 0 ? (
                <span className="text-xs font-semibold text-brand-700 dark:text-brand-300">
                  {t('product.off', { percent: pack.effectiveDiscountPercentage })}
                </span>
              ) : null}
              {pack.stockQuantity <= 0 ? (
                <span className="text-xs font-medium text-red-600 dark:text-red-400">
                  {t('product.outOfStock')}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
