import { ApiError } from '../../../shared/api/api-error.js';

/** Spec §5 and §8: which toast a cart change shows. */
export type CartAction = 'add' | 'update' | 'remove' | 'clear';

export type CartFailureMessage =
  | 'cart.signInRequired'
  | 'cart.addFailed'
  | 'cart.updateFailed'
  | 'cart.removeFailed'
  | 'cart.clearFailed';

/** Setting a quantity of 0 or less removes the line (spec §5), so it reads as a removal. */
export function actionForQuantity(quantity: number): CartAction {
  return quantity <= 0 ? 'remove' : 'update';
}

export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function cartFailureMessage(action: CartAction, signedOut: boolean): CartFailureMessage {
  if (signedOut) return 'cart.signInRequired';
  switch (action) {
    case 'add':
      return 'cart.addFailed';
    case 'update':
      return 'cart.updateFailed';
    case 'remove':
      return 'cart.removeFailed';
    case 'clear':
      return 'cart.clearFailed';
  }
}

/** The server's own explanation (e.g. "Not enough stock: Toned Milk (2).") goes under the toast's title. */
export function failureDescription(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 401) return undefined;
  return error.message.trim() || undefined;
}
