import { type AdminProduct, formatIstDate, startOfIstDay } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { useLotText } from '../expiring/lot-texts.js';
import { useProductLots, useReceiveLot } from '../expiring/lots-api.js';
import { SelectField } from './form-fields.js';

/**
 * Receive stock as a lot (issue 15 item 3, ADR 0046): product or pack, quantity, packed-on and best-before; the
 * server checks the dates against the category's FSSAI rule. Below it, the product's lots.
 */
export function ReceiveLotForm({ product }: { product: AdminProduct }) {
  const text = useLotText();
  const language = useLanguage();
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [packedOn, setPackedOn] = useState('');
  const [bestBefore, setBestBefore] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const receive = useReceiveLot();
  const lots = useProductLots(product.id);
  const day = (date: string) => formatIstDate(startOfIstDay(date), language);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError('');
    try {
      const lot = await receive.mutateAsync({
        productId: product.id,
        variantId: variantId || null,
        quantity: Number(quantity.trim()),
        packedOn,
        bestBefore,
      });
      toast.success(
        text('receive.done', { quantity: lot.quantityReceived, lastSaleDate: day(lot.lastSaleDate) }),
      );
      setQuantity('');
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fields);
      setFormError((caught as Error).message);
    }
  }

  return (
    <section aria-labelledby="receive-lot" className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <h2 id="receive-lot" className="font-semibold">
        {text('receive.title')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{text('receive.intro')}</p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={text('receive.target')}
          value={variantId}
          onChange={(event) => setVariantId(event.target.value)}
          error={errors.variantId}
        >
          <option value="">{text('receive.product')}</option>
          {product.packs.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {pack.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={text('receive.quantity')}
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={errors.quantity}
        />
        <TextField
          label={text('receive.packedOn')}
          type="date"
          value={packedOn}
          onChange={(event) => setPackedOn(event.target.value)}
          error={errors.packedOn}
        />
        <TextField
          label={text('receive.bestBefore')}
          type="date"
          value={bestBefore}
          onChange={(event) => setBestBefore(event.target.value)}
          error={errors.bestBefore}
        />
        {formError ? (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
            {formError}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={receive.isPending}>
            {text('receive.submit')}
          </Button>
        </div>
      </form>
      <h3 className="font-semibold">{text('receive.lots')}</h3>
      {lots.data && lots.data.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{text('receive.none')}</p>
      ) : null}
      <ul className="space-y-1 text-sm" data-testid="product-lots">
        {lots.data?.map((lot) => (
          <li key={lot.id}>
            {lot.variantName ? `${lot.variantName}: ` : ''}
            {text('receive.lotRow', {
              left: lot.quantityLeft,
              received: lot.quantityReceived,
              packedOn: day(lot.packedOn),
              bestBefore: day(lot.bestBefore),
              lastSaleDate: day(lot.lastSaleDate),
            })}
            {lot.withdrawnAt ? ` (${text('receive.withdrawn')})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
