import type { OrderStatus } from '@tokri/core';
import type { OrderHistoryEntry } from '../../../shared/types/order.js';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TrackStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this step (ISO), if it has. */
  at: string | null;
}

const STORE_PATH: readonly OrderStatus[] = ['placed', 'confirmed', 'preparing'];
const RIDER_PATH: readonly OrderStatus[] = ['accepted', 'picked_up'];
const LAST_MILE: readonly OrderStatus[] = ['out_for_delivery', 'delivered'];
/** A rider has the order: these show the rider and the ETA. */
export const RIDER_ASSIGNED: readonly OrderStatus[] = ['accepted', 'picked_up', 'out_for_delivery'];

function lastReached(history: readonly OrderHistoryEntry[], status: OrderStatus): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]?.to === status) return history[i]!.at;
  return null;
}

/**
 * The tracking timeline: placed → confirmed → preparing → (accepted → picked up, when a rider takes it) →
 * out for delivery → delivered (without preparing when a rider took the order straight from confirmed); a cancelled order ends at "cancelled" after the steps it reached. Each step
 * has the time it was reached; the order's current status is the current step.
 */
export function trackSteps(status: OrderStatus, history: readonly OrderHistoryEntry[]): TrackStep[] {
  const reached = new Set(history.map((entry) => entry.to));
  reached.add(status);
  const riderPath = RIDER_PATH.some((step) => reached.has(step));
  // A rider may take a confirmed order while it is packed (ADR 0038): then "preparing" was never a step of its own.
  const storePath =
    riderPath && !reached.has('preparing') ? STORE_PATH.filter((s) => s !== 'preparing') : STORE_PATH;
  const path: OrderStatus[] = [...storePath, ...(riderPath ? RIDER_PATH : []), ...LAST_MILE];

  if (status === 'cancelled') {
    const before = path.filter((step) => reached.has(step) && step !== 'cancelled');
    return [
      ...before.map((step) => ({ status: step, state: 'done' as const, at: lastReached(history, step) })),
      { status: 'cancelled', state: 'current', at: lastReached(history, 'cancelled') },
    ];
  }
  const currentIndex = path.indexOf(status);
  return path.map((step, index) => {
    const state: StepState =
      currentIndex < 0
        ? 'upcoming'
        : index < currentIndex
          ? 'done'
          : index === currentIndex
            ? 'current'
            : 'upcoming';
    return { status: step, state, at: state === 'upcoming' ? null : lastReached(history, step) };
  });
}
