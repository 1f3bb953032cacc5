import type { AdminCoupon } from '@tokri/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { type CouponForm, couponToForm, EMPTY_COUPON_FORM, formToInput } from './coupon-form.js';
import { useCouponText } from './coupon-texts.js';
import { useCouponActions } from './coupons-api.js';

export function CheckboxRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        className="size-5 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

/** Create or edit one coupon; the server validates and answers per field, shown next to each field. */
export function CouponEditor({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const text = useCouponText();
  const { save } = useCouponActions();
  const [form, setForm] = useState<CouponForm>(coupon ? couponToForm(coupon) : EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = useId();
  const set = <K extends keyof CouponForm>(key: K, value: CouponForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const field = (key: keyof CouponForm, name: string = key) => ({
    value: form[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: coupon?.id ?? null, input: formToInput(form) },
      {
        onSuccess: ({ coupon: savedCoupon }) => {
          toast.success(text('saved', { code: savedCoupon.code }));
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          setErrors(fields);
          // Each field shows its own message; the summary names no field (the server's names code paths).
          toast.error(
            Object.keys(fields).length > 0 ? text('fixFields') : text('failed', { message: error.message }),
          );
        },
      },
    );
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-4 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {coupon ? text('form.edit', { code: coupon.code }) : text('form.create')}
      </h2>
      <Row>
        <TextField
          label={text('form.code')}
          hint={text('form.codeHint')}
          autoCapitalize="characters"
          autoComplete="off"
          {...field('code')}
        />
        <TextField label={text('form.description')} {...field('description')} />
      </Row>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">
          {text('form.kind')}
        </legend>
        <div className="flex flex-wrap gap-4">
          {(['percent', 'flat'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="coupon-kind"
                className="size-5 accent-brand-600"
                checked={form.kind === kind}
                onChange={() => set('kind', kind)}
              />
              {text(`form.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Row>
        <TextField
          label={form.kind === 'percent' ? text('form.valuePercent') : text('form.valueFlat')}
          inputMode="decimal"
          {...field('value')}
        />
        {form.kind === 'percent' ? (
          <TextField
            label={text('form.cap')}
            hint={text('form.capHint')}
            inputMode="decimal"
            {...field('maxDiscountRupees', 'maxDiscountPaise')}
          />
        ) : null}
        <TextField
          label={text('form.minOrder')}
          hint={text('form.minOrderHint')}
          inputMode="decimal"
          {...field('minOrderRupees', 'minOrderPaise')}
        />
      </Row>
      <Row>
        <TextField
          label={text('form.validFrom')}
          hint={text('form.windowHint')}
          type="date"
          {...field('validFrom')}
        />
        <TextField
          label={text('form.validUntil')}
          hint={text('form.windowHint')}
          type="date"
          {...field('validUntil')}
        />
      </Row>
      <Row>
        <TextField
          label={text('form.usageLimit')}
          hint={text('form.limitHint')}
          inputMode="numeric"
          {...field('usageLimit')}
        />
        <TextField
          label={text('form.perUserLimit')}
          hint={text('form.limitHint')}
          inputMode="numeric"
          {...field('perUserLimit')}
        />
      </Row>
      <CheckboxRow
        label={text('form.firstOrderOnly')}
        checked={form.firstOrderOnly}
        onChange={(checked) => set('firstOrderOnly', checked)}
      />
      <CheckboxRow
        label={text('form.isActive')}
        checked={form.isActive}
        onChange={(checked) => set('isActive', checked)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {text('form.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {text('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
