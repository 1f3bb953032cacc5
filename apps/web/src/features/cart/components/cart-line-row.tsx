import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { BestBeforeNote } from '../../../shared/freshness/best-before-note.js';
import { useCartActions } from '../api/cart-mutations.js';
import type { CartLine } from '../api/cart-types.js';
import { usePendingQuantity, WaitingNote } from '../offline/pending-cart.js';
import { lineProblem, maxQuantity } from '../utils/cart-display.js';
import { QuantityStepper } from './quantity-stepper.js';

/** One line of the cart: picture, name and pack, price (with MRP struck), stepper, line total, and one remove. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cart = useCartActions();
  const problem = lineProblem(line);
  const waiting = usePendingQuantity(line);
  const discounted = line.finalUnitPricePaise < line.unitPricePaise;
  const pack = format.packSize(line.unit);
  return (
    <li
      data-testid="cart-line"
      className={`flex gap-3 rounded-2xl bg-white p-3 dark:bg-stone-900 ${problem ? 'ring-2 ring-red-300 dark:ring-red-900' : ''}`}
    >
      <img
        src={mediaUrl(line.imageUrl ?? '/favicon.svg')}
        alt=""
        width="72"
        height="72"
        className={`size-18 shrink-0 rounded-xl bg-stone-100 object-contain dark:bg-stone-800 ${problem?.kind === 'unavailable' ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold leading-tight" data-testid="cart-line-name">
              {line.name}
            </p>
            <p className="text-xs text-stone-500 dark:text-stone-400" data-testid="cart-line-pack">
              {pack}
            </p>
            <BestBeforeNote productId={line.productId} variantId={line.variantId} />
          </div>
          <button
            type="button"
            onClick={() => cart.remove(line)}
            aria-label={t('cart.removeItem', { name: `${line.name} ${pack}` })}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-red-600 dark:text-stone-400 dark:hover:bg-stone-800"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="text-sm">
          <span className="font-bold">{format.rupees(line.finalUnitPricePaise)}</span>
          {discounted ? (
            <>
              {' '}
              <span className="text-xs text-stone-500 dark:text-stone-400">
                <span className="sr-only">{t('product.mrp')} </span>
                <s>{format.rupees(line.unitPricePaise)}</s>
              </span>
            </>
          ) : null}
        </p>
        {problem ? (
          <p role="status" className="text-sm font-semibold text-red-600 dark:text-red-400">
            {problem.kind === 'fewLeft' ? t('cart.onlyLeft', { count: problem.left }) : t('cart.unavailable')}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2 pt-1">
          <QuantityStepper
            name={`${line.name} ${pack}`}
            quantity={waiting ?? line.quantity}
            max={maxQuantity(line.stockQuantity)}
            onChange={(next) => cart.setQuantity(line, next)}
            size="sm"
            removeAtOne={false}
          />
          {waiting === undefined ? null : <WaitingNote />}
          <p className="font-bold tabular-nums" data-testid="cart-line-total">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            {format.rupees(line.lineTotalPaise)}
          </p>
        </div>
      </div>
    </li>
  );
}
