import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { formatRupeesInput, parseRupees } from '../utils/rupee-input.js';

interface PriceRange {
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

/** Min and max price typed in rupees; applied (as paise) when the form is submitted. */
export function PriceRangeForm({
  minPrice,
  maxPrice,
  onApply,
}: PriceRange & { onApply: (range: PriceRange) => void }) {
  const { t } = useTranslation();
  const [min, setMin] = useState(formatRupeesInput(minPrice));
  const [max, setMax] = useState(formatRupeesInput(maxPrice));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = parseRupees(min);
    const to = parseRupees(max);
    if (!from.ok || !to.ok) {
      setErrors({
        ...(from.ok ? {} : { min: t('catalogue.priceInvalid') }),
        ...(to.ok ? {} : { max: t('catalogue.priceInvalid') }),
      });
      return;
    }
    if (from.paise !== undefined && to.paise !== undefined && from.paise > to.paise) {
      setErrors({ max: t('catalogue.priceOrder') });
      return;
    }
    setErrors({});
    onApply({ minPrice: from.paise, maxPrice: to.paise });
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">{t('catalogue.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t('catalogue.minPrice')}
            inputMode="decimal"
            autoComplete="off"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            error={errors.min}
          />
          <TextField
            label={t('catalogue.maxPrice')}
            inputMode="decimal"
            autoComplete="off"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            error={errors.max}
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full">
          {t('catalogue.applyPrice')}
        </Button>
      </fieldset>
    </form>
  );
}
