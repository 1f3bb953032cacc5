/** Shapes of the orders API, from @tokri/core. */
export type {
  OrderHistoryEntry,
  OrderItemView,
  OrderView,
  PaymentMethodKind,
  PaymentStatus,
} from '@tokri/core';
