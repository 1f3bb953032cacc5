import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { useCatalogText } from './catalog-texts.js';
import { CheckField } from './form-fields.js';
import { newPackKey, type PackDraft } from './product-draft.js';

interface PacksEditorProps {
  packs: PackDraft[];
  onChange: (packs: PackDraft[]) => void;
  errors: Record<string, string>;
  isNew: boolean;
}

/** The product's further pack sizes: rows to add and remove, each with its own price, discount and stock. */
export function PacksEditor({ packs, onChange, errors }: PacksEditorProps) {
  const text = useCatalogText();
  const update = (index: number, patch: Partial<PackDraft>) =>
    onChange(packs.map((pack, at) => (at === index ? { ...pack, ...patch } : pack)));
  const error = (index: number, field: string) => errors[`packs.${index}.${field}`];
  return (
    <fieldset className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <legend className="px-1 font-semibold">{text('form.packs')}</legend>
      {packs.map((pack, index) => (
        <div
          key={pack.key}
          className="grid gap-3 border-t border-stone-200 pt-3 sm:grid-cols-3 dark:border-stone-800"
        >
          <TextField
            label={text('form.packName')}
            value={pack.name}
            onChange={(e) => update(index, { name: e.target.value })}
            error={error(index, 'name') ?? error(index, 'id')}
          />
          <TextField
            label={text('form.packUnit')}
            value={pack.unit}
            onChange={(e) => update(index, { unit: e.target.value })}
            error={error(index, 'unit')}
          />
          <TextField
            label={text('form.packPrice')}
            inputMode="decimal"
            value={pack.price}
            onChange={(e) => update(index, { price: e.target.value })}
            error={error(index, 'pricePaise')}
          />
          <TextField
            label={text('form.packDiscount')}
            inputMode="numeric"
            value={pack.discount}
            onChange={(e) => update(index, { discount: e.target.value })}
            error={error(index, 'discountPercentage')}
          />
          {pack.id ? null : (
            <TextField
              label={text('form.packStock')}
              inputMode="numeric"
              value={pack.stock}
              onChange={(e) => update(index, { stock: e.target.value })}
              error={error(index, 'stockQuantity')}
            />
          )}
          <CheckField
            label={text('form.packActive')}
            checked={pack.isActive}
            onChange={(isActive) => update(index, { isActive })}
          />
          <Button variant="danger" onClick={() => onChange(packs.filter((_, at) => at !== index))}>
            {text('form.removePack', { name: pack.name || String(index + 1) })}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          onChange([
            ...packs,
            { key: newPackKey(), name: '', unit: '', price: '', discount: '', stock: '0', isActive: true },
          ])
        }
      >
        {text('form.addPack')}
      </Button>
    </fieldset>
  );
}
