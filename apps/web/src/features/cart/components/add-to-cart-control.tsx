import { Plus } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useCartActions, useCartLineBusy } from '../api/cart-mutations.js';
import { useCartQuantity } from '../api/get-cart.js';
import { usePendingQuantity, WaitingNote } from '../offline/pending-cart.js';
import { maxQuantity } from '../utils/cart-display.js';
import { QuantityStepper } from './quantity-stepper.js';

/** On a product card: "Add" for the default pack, which becomes − qty + once it is in the cart. */
export function AddToCartControl({
  productId,
  name,
  stockQuantity,
  pricePaise,
}: {
  productId: string;
  name: string;
  stockQuantity: number;
  /** The price on the card, so a different price after an offline add can be pointed out. */
  pricePaise?: number;
}) {
  const { t } = useTranslation();
  const line = { productId, variantId: null };
  const quantity = useCartQuantity(line);
  const busy = useCartLineBusy(line);
  const cart = useCartActions();
  const waiting = usePendingQuantity(line) !== undefined;
  if (quantity > 0) {
    return (
      <>
        <QuantityStepper
          name={name}
          quantity={quantity}
          max={maxQuantity(stockQuantity)}
          onChange={(next) => cart.setQuantity(line, next)}
          size="sm"
        />
        {waiting ? <WaitingNote /> : null}
      </>
    );
  }
  return (
    <button
      type="button"
      onClick={() => cart.add({ ...line, name, seenUnitPricePaise: pricePaise })}
      disabled={busy || stockQuantity <= 0}
      aria-label={t('cart.addNamed', { name })}
      data-testid="add-to-cart"
      className="inline-flex min-h-11 items-center gap-1 rounded-lg border-2 border-brand-600 bg-white px-3 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400 dark:bg-stone-900 dark:text-brand-300 dark:hover:bg-brand-900 dark:disabled:border-stone-700 dark:disabled:text-stone-500"
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('cart.add')}
    </button>
  );
}
