import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { useCartActions, useCartLineBusy } from '../api/cart-mutations.js';
import { useCartQuantity } from '../api/get-cart.js';
import { maxQuantity } from '../utils/cart-display.js';
import { QuantityStepper } from './quantity-stepper.js';

/** On the product page: "Add to cart" for the chosen pack, then a stepper and a way to the cart. */
export function ProductCartActions({
  productId,
  variantId,
  name,
  stockQuantity,
}: {
  productId: string;
  variantId: string | null;
  name: string;
  stockQuantity: number;
}) {
  const { t } = useTranslation();
  const line = { productId, variantId };
  const quantity = useCartQuantity(line);
  const busy = useCartLineBusy(line);
  const cart = useCartActions();
  if (quantity > 0) {
    return (
      <div className="flex items-center gap-2">
        <QuantityStepper
          name={name}
          quantity={quantity}
          max={maxQuantity(stockQuantity)}
          onChange={(next) => cart.setQuantity(line, next)}
        />
        <Link to="/cart" className={`${linkButtonClass.secondary} flex-1`}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {t('cart.goToCart')}
        </Link>
      </div>
    );
  }
  return (
    <Button
      className="w-full disabled:opacity-60"
      disabled={busy || stockQuantity <= 0}
      onClick={() => cart.add({ ...line, name })}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {t('product.addToCart')}
    </Button>
  );
}
