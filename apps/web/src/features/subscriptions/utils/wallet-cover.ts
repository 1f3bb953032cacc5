import type { SubscriptionView } from '@tokri/core';

/** The server's wallet figures (GET /api/wallet): the balance and what tomorrow's wallet plans will take. */
export interface WalletFigures {
  balancePaise: number;
  tomorrowPaise: number;
}

/**
 * Issue 32 item 7: how much a new wallet-paid plan's first delivery lacks. A first delivery tomorrow is paid at
 * midnight after the plans already due tomorrow (the server's `tomorrowPaise`), so those come first.
 */
export function newPlanShortfall(
  wallet: WalletFigures,
  perDeliveryPaise: number,
  firstIsTomorrow: boolean,
): number {
  const taken = firstIsTomorrow ? wallet.tomorrowPaise : 0;
  return Math.max(0, perDeliveryPaise + taken - wallet.balancePaise);
}

/**
 * How much an active wallet plan's next delivery lacks. Tomorrow's figure from the server already holds this
 * plan's delivery with the others due then; a later delivery is compared with the balance alone.
 */
export function planShortfall(
  plan: Pick<
    SubscriptionView,
    'paymentMethod' | 'isActive' | 'nextDeliveryDate' | 'unitPricePaise' | 'quantity'
  >,
  wallet: WalletFigures,
  tomorrow: string,
): number {
  if (plan.paymentMethod !== 'wallet' || !plan.isActive || !plan.nextDeliveryDate) return 0;
  const need =
    plan.nextDeliveryDate === tomorrow
      ? Math.max(wallet.tomorrowPaise, plan.unitPricePaise * plan.quantity)
      : plan.unitPricePaise * plan.quantity;
  return Math.max(0, need - wallet.balancePaise);
}
