import { type AdminProduct, STOCK_REASONS, type StockReason } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { useAdjustStock, useStockHistory } from './catalog-api.js';
import { useCatalogText } from './catalog-texts.js';
import { SelectField } from './form-fields.js';

/** Adds, removes or sets the stock of the product or one of its packs, with a reason (ADR 0034). */
export function StockDialog({ product }: { product: AdminProduct }) {
  const text = useCatalogText();
  const [open, setOpen] = useState(false);
  const [variantId, setVariantId] = useState('');
  const [mode, setMode] = useState<'delta' | 'set'>('delta');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<StockReason>('received');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const adjust = useAdjustStock(product.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError('');
    const value = Number(amount.trim());
    try {
      const result = await adjust.mutateAsync({
        ...(variantId ? { variantId } : {}),
        ...(mode === 'delta' ? { delta: value } : { set: value }),
        reason,
        note,
      });
      toast.success(text('stock.done', { before: result.quantityBefore, after: result.quantityAfter }));
      setOpen(false);
      setAmount('');
      setNote('');
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fields);
      setFormError((caught as Error).message);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {text('stock.open')}
      </Button>
      <ModalDialog open={open} title={text('stock.title')} onClose={() => setOpen(false)}>
        <form onSubmit={submit} noValidate className="space-y-3">
          <SelectField
            label={text('stock.target')}
            value={variantId}
            onChange={(e) => setVariantId(e.target.value)}
            error={errors.variantId}
          >
            <option value="">{text('stock.product')}</option>
            {product.packs.map((pack) => (
              <option key={pack.id} value={pack.id}>
                {pack.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={text('stock.how')}
            value={mode}
            onChange={(e) => setMode(e.target.value as 'delta' | 'set')}
          >
            <option value="delta">{text('stock.add')}</option>
            <option value="set">{text('stock.set')}</option>
          </SelectField>
          <TextField
            label={text('stock.amount')}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.delta ?? errors.set}
          />
          <SelectField
            label={text('stock.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as StockReason)}
            error={errors.reason}
          >
            {STOCK_REASONS.map((value) => (
              <option key={value} value={value}>
                {text(`stock.reasons.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={text('stock.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
          />
          {formError ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={adjust.isPending}>
              {text('stock.apply')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {text('stock.cancel')}
            </Button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}

/** The product's recorded stock changes, newest first. */
export function StockHistory({ productId }: { productId: string }) {
  const text = useCatalogText();
  const format = useFormat();
  const history = useStockHistory(productId);
  if (!history.data || history.data.length === 0) return null;
  return (
    <section aria-labelledby="stock-history" className="rounded-2xl bg-white p-4 dark:bg-stone-900">
      <h2 id="stock-history" className="mb-2 font-semibold">
        {text('stock.history')}
      </h2>
      <ul className="space-y-1 text-sm">
        {history.data.map((item) => (
          <li key={item.id}>
            {/* IST, in the interface language, as every other date in the app (not the browser's own format). */}
            <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>{' '}
            {text('stock.historyRow', {
              before: item.quantityBefore,
              after: item.quantityAfter,
              reason: text(`stock.reasons.${item.reason}`),
            })}
            {item.note ? ` (${item.note})` : ''}
            {item.actorName ? `, ${item.actorName}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
