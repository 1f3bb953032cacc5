/** The navigation state /confirmation is opened with (spec §2); anything else is ignored, never trusted. */
export interface ConfirmationState {
  orderId: string | null;
  fromWebSocket: boolean;
  paymentConfirmed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readConfirmationState(state: unknown): ConfirmationState {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const orderId = typeof record.orderId === 'string' && UUID.test(record.orderId) ? record.orderId : null;
  return {
    orderId,
    fromWebSocket: record.fromWebSocket === true,
    paymentConfirmed: record.paymentConfirmed === true,
  };
}
