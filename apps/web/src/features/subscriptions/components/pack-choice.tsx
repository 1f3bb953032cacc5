import type { ProductDetail } from '@tokri/core';
import { useFormat } from '../../../shared/format/use-format.js';
import { useSubscriptionText } from '../i18n/texts.js';

type Pack = ProductDetail['packs'][number];

/** The product's packs as a radio group, each with today's price; the first (the product's own) is chosen first. */
export function PackChoice({
  packs,
  selected,
  onSelect,
}: {
  packs: Pack[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const text = useSubscriptionText();
  const format = useFormat();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{text('create.pack')}</legend>
      <div className="grid grid-cols-2 gap-2" data-testid="packs">
        {packs.map((pack, index) => (
          <label
            key={pack.id ?? 'default'}
            className="flex min-h-11 cursor-pointer flex-col gap-0.5 rounded-xl border-2 border-stone-200 p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-stone-700 dark:has-checked:bg-brand-900"
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
            <span className="font-bold">{format.rupees(pack.finalPricePaise)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
