import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { useCartActions, useCartLineBusy } from '../api/cart-mutations.js';
import { useCartQuantity } from '../api/get-cart.js';
import { usePendingQuantity, WaitingNote } from '../offline/pending-cart.js';
import { maxQuantity } from '../utils/cart-display.js';
import { QuantityStepper } from './quantity-stepper.js';

/**
 * On the product page's bottom bar: "Add to cart" for the chosen pack, then a stepper and a way to the cart.
 * Every target is 44 px (the md stepper, the button, the cart link).
 */
export function ProductCartActions({
  productId,
  variantId,
  name,
  stockQuantity,
  pricePaise,
}: {
  productId: string;
  variantId: string | null;
  name: string;
  stockQuantity: number;
  /** The price shown, so a different price after an offline add can be pointed out. */
  pricePaise?: number;
}) {
  const { t } = useTranslation();
  const line = { productId, variantId };
  const quantity = useCartQuantity(line);
  const busy = useCartLineBusy(line);
  const cart = useCartActions();
  const waiting = usePendingQuantity(line) !== undefined;
  if (quantity > 0) {
    return (
      <div className="flex flex-wrap items-center justify-end gap-x-2">
        {waiting ? <WaitingNote /> : null}
        <QuantityStepper
          name={name}
          quantity={quantity}
          max={maxQuantity(stockQuantity)}
          onChange={(next) => cart.setQuantity(line, next)}
        />
        <Link
          to="/cart"
          aria-label={t('cart.goToCart')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
        >
          <ShoppingCart aria-hidden="true" className="size-5" />
        </Link>
      </div>
    );
  }
  return (
    <Button
      className="w-full whitespace-nowrap disabled:opacity-60"
      disabled={busy || stockQuantity <= 0}
      onClick={() => cart.add({ ...line, name, seenUnitPricePaise: pricePaise })}
    >
      <ShoppingCart aria-hidden="true" className="size-5 shrink-0" />
      {t('product.addToCart')}
    </Button>
  );
}
