import type { AdminCategory } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { useLotText } from '../expiring/lot-texts.js';
import { useSetShelfLife } from '../expiring/lots-api.js';

/** A category's FSSAI shelf-life rule (ADR 0046): percent of the life and days; the lesser must be left at sale. */
export function CategoryShelfLife({ category }: { category: AdminCategory }) {
  const text = useLotText();
  const [percent, setPercent] = useState(String(category.minShelfLife.percent));
  const [days, setDays] = useState(String(category.minShelfLife.days));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetShelfLife(category.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ percent: Number(percent.trim()), days: Number(days.trim()) });
      toast.success(text('shelfLife.saved'));
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fields);
      toast.error((caught as Error).message);
    }
  }

  return (
    <details className="mt-2 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center text-stone-700 dark:text-stone-300">
        {text('shelfLife.summary', category.minShelfLife)}
      </summary>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="w-36">
          <TextField
            label={text('shelfLife.percent')}
            inputMode="numeric"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            error={errors.percent}
          />
        </div>
        <div className="w-28">
          <TextField
            label={text('shelfLife.days')}
            inputMode="numeric"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={errors.days}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {text('shelfLife.save')}
        </Button>
      </form>
    </details>
  );
}
