import type { PlanDays, SubscriptionView } from '@tokri/core';

/** A listed plan as core's calendar rules take it. */
export function planDays(plan: SubscriptionView): PlanDays {
  return {
    schedule: {
      type: plan.type,
      deliveryDays: plan.deliveryDays,
      startDate: plan.startDate,
      endDate: plan.endDate,
    },
    quantity: plan.quantity,
    pauses: plan.pauses,
    skips: plan.skips,
    dayQuantities: plan.dayQuantities,
  };
}
