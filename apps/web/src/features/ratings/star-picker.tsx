import { Star } from 'lucide-react';
import { useRatingsText } from './i18n/texts.js';

/** 1–5 stars as a radio group: each star is a real radio with its own label, 44 px tall. */
export function StarPicker({
  value,
  onChange,
  name,
  invalid,
}: {
  value: number;
  onChange: (stars: number) => void;
  name: string;
  invalid?: boolean;
}) {
  const text = useRatingsText();
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend className="mb-2 font-semibold">{text('rateOrder.starsLegend')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-8 ${
                stars <= value ? 'fill-amber-400 text-amber-500' : 'text-stone-400 dark:text-stone-500'
              }`}
            />
            <span className="sr-only">{text('rateOrder.star', { count: stars })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
