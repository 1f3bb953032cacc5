import type { ProductSort } from '@tokri/core';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { useCategories } from '../api/get-categories.js';
import { activeFilterCount, DEFAULT_FILTERS, type ProductFilters, SORTS } from '../utils/product-filters.js';
import { PriceRangeForm } from './price-range-form.js';

const selectClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base dark:border-stone-600 dark:bg-stone-900';

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  );
}

function CategorySelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (slug?: string) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <label className="block space-y-1">
      <span className="text-sm font-semibold">{t('catalogue.category')}</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={selectClass}
      >
        <option value="">{t('catalogue.allCategories')}</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Sort always in view; the filters fold away behind a button that counts the active ones. */
export function ProductFiltersBar({
  filters,
  onChange,
  showCategory = true,
}: {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  showCategory?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const count = activeFilterCount(filters, { countCategory: showCategory });
  const set = (changes: Partial<ProductFilters>) => onChange({ ...filters, ...changes });

  return (
    <div className="mb-4 space-y-3">
      <div className="flex items-end gap-2">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="shrink-0"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {count > 0 ? t('catalogue.filtersActive', { count }) : t('catalogue.filters')}
        </Button>
        <div className="min-w-0 flex-1">
          <label htmlFor={sortId} className="block text-xs font-medium text-stone-600 dark:text-stone-400">
            {t('catalogue.sort')}
          </label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) => set({ sort: event.target.value as ProductSort })}
            className={selectClass}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="space-y-3 rounded-2xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
      >
        {showCategory ? (
          <CategorySelect value={filters.category} onChange={(category) => set({ category })} />
        ) : null}
        <PriceRangeForm
          key={`${filters.minPrice}-${filters.maxPrice}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={(range) => set(range)}
        />
        <div>
          <Checkbox
            label={t('catalogue.inStock')}
            checked={filters.inStock}
            onChange={(inStock) => set({ inStock })}
          />
          <Checkbox
            label={t('catalogue.discounted')}
            checked={filters.discounted}
            onChange={(discounted) => set({ discounted })}
          />
        </div>
        {count > 0 ? (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() =>
              onChange({
                ...DEFAULT_FILTERS,
                sort: filters.sort,
                ...(showCategory ? {} : { category: filters.category }),
              })
            }
          >
            {t('catalogue.clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
