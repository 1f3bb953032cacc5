import { ShoppingBasket, Truck } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { WhyThisFee } from '../../shared/fees/why-this-fee.js';
import { useFormat } from '../../shared/format/use-format.js';
import { Button } from '../../shared/ui/button.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { ModalDialog } from '../../shared/ui/modal-dialog.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { StickyActionBar } from '../../shared/ui/sticky-action-bar.js';
import { toast } from '../../shared/ui/toast.js';
import { useCartActions } from './api/cart-mutations.js';
import type { CartView } from './api/cart-types.js';
import { useCart } from './api/get-cart.js';
import { CartLineRow } from './components/cart-line-row.js';
import { PriceSummary } from './components/price-summary.js';
import { OfflineCartPanel } from './offline/components/offline-cart-panel.js';
import { pendingCart } from './offline/pending-cart.js';
import {
  type CheckoutBlock,
  checkoutBlock,
  freeDeliveryGapPaise,
  savingsPaise,
} from './utils/cart-display.js';
import { failureDescription } from './utils/cart-messages.js';

function BlockReason({ block, id }: { block: CheckoutBlock; id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!block || block.kind === 'empty') return null;
  return (
    <p id={id} role="status" className="text-center text-sm font-medium text-red-700 dark:text-red-300">
      {block.kind === 'unavailable'
        ? t('cart.removeUnavailable')
        : t('cart.minimumOrder', {
            minimum: format.rupees(block.minimumPaise),
            amount: format.rupees(block.gapPaise),
          })}
    </p>
  );
}

function ClearCartButton() {
  const { t } = useTranslation();
  const cart = useCartActions();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" className="min-h-10 px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        {t('cart.clear')}
      </Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t('cart.clearTitle')}>
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => setOpen(false)}>
            {t('cart.keepItems')}
          </Button>
          <Button
            className="flex-1 bg-red-600 hover:bg-red-700"
            onClick={() => {
              setOpen(false);
              cart.clear();
            }}
          >
            {t('cart.clearConfirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}

function CartContents({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const blockId = useId();
  const block = checkoutBlock(cart);
  const freeGap = freeDeliveryGapPaise(cart.summary);
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={t('cart.items', { count: cart.summary.itemCount })}>
        {cart.items.map((line) => (
          <CartLineRow key={`${line.productId}:${line.variantId ?? ''}`} line={line} />
        ))}
      </ul>
      {freeGap > 0 ? (
        <p
          data-testid="free-delivery-hint"
          className="flex items-center gap-2 rounded-xl bg-saffron-400/15 px-3 py-2 text-sm font-medium text-stone-800 dark:text-stone-200"
        >
          <Truck aria-hidden="true" className="size-5 shrink-0 text-saffron-500" />
          {t('cart.freeDeliveryHint', { amount: format.rupees(freeGap) })}
        </p>
      ) : null}
      <PriceSummary
        values={{
          subtotalPaise: cart.summary.subtotalPaise,
          discountPaise: cart.summary.couponDiscountPaise,
          deliveryFeePaise: cart.summary.deliveryFeePaise,
          totalPaise: cart.summary.totalPaise,
          savingsPaise: savingsPaise(cart.summary),
        }}
        feeNote={<WhyThisFee values={cart.summary} />}
      />
      <BlockReason block={block} id={blockId} />
      {/* Docked above the bottom navigation: the total and the way to checkout, however long the cart is. */}
      <StickyActionBar label={t('cart.totalBar')} testId="cart-bar">
        <div className="flex items-center gap-3">
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs text-stone-600 dark:text-stone-400">{t('summary.total')}</span>
            <span className="block text-lg font-bold tabular-nums" data-testid="cart-bar-total">
              {format.rupees(cart.summary.totalPaise)}
            </span>
          </p>
          {block ? (
            <Button className="shrink-0" disabled aria-describedby={blockId}>
              {t('cart.proceed')}
            </Button>
          ) : (
            <Link to="/checkout" className={`${linkButtonClass.primary} shrink-0`}>
              {t('cart.proceed')}
            </Link>
          )}
        </div>
      </StickyActionBar>
    </div>
  );
}

/** /cart: lines, the price breakdown with free-delivery and minimum-order hints, and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const error = cart.error;

  useEffect(() => {
    if (!error) return;
    const description = failureDescription(error);
    toast.error(t('cart.loadFailed'), { id: 'cart-load', ...(description ? { description } : {}) });
  }, [error, t]);

  const hasItems = (cart.data?.items.length ?? 0) > 0;
  // Lines added offline wait above (ADR 0054): the cart is not empty while any does.
  const waitingOffline = useSyncExternalStore(pendingCart.subscribe, () =>
    pendingCart.lines().some((line) => line.quantity > 0),
  );
  return (
    <Page title={t('pages.cart')} actions={hasItems ? <ClearCartButton /> : null}>
      <div className="mb-4 space-y-3 empty:hidden">
        <OfflineCartPanel cart={cart.data} />
      </div>
      {cart.isPending ? <Spinner label={t('app.loading')} /> : null}
      {cart.isError && !cart.data ? (
        <QueryError
          message={t('cart.loadFailed')}
          detail={cart.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void cart.refetch()}
        />
      ) : null}
      {cart.data && !hasItems && !waitingOffline ? (
        <EmptyState
          icon={ShoppingBasket}
          title={t('cart.emptyTitle')}
          body={t('cart.emptyBody')}
          testId="cart-empty"
          action={
            <Link to="/home" className={linkButtonClass.primary}>
              {t('cart.startShopping')}
            </Link>
          }
        />
      ) : null}
      {cart.data && hasItems ? <CartContents cart={cart.data} /> : null}
    </Page>
  );
}
