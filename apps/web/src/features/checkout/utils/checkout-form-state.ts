import type { CheckoutRequest } from '@tokri/core';
import type { PaymentMethodKind } from '../../../shared/types/order.js';
import {
  type AddressDraft,
  type DraftField,
  type DraftProblem,
  draftToBody,
  emptyDraft,
  validateDraft,
  withContact,
} from '../../addresses/index.js';
import { defaultAddressChoice, NEW_ADDRESS } from './address-choice.js';
import type { CheckoutProblem } from './checkout-errors.js';

export type FieldErrors = Partial<Record<DraftField, string>>;

/** Everything the checkout form holds between renders; the quote and addresses come from the server. */
export interface CheckoutFormState {
  /** A saved address id, or NEW_ADDRESS for the typed-in one. */
  choice: string;
  draft: AddressDraft;
  fieldErrors: FieldErrors;
  saveAddress: boolean;
  method: PaymentMethodKind;
  couponInput: string;
  /** The code the quote is priced with, once the server accepted it. */
  coupon: string | null;
  couponError: string | null;
  applyingCoupon: boolean;
  problem: CheckoutProblem | null;
  submitting: boolean;
  redirecting: boolean;
}

export type CheckoutFormAction =
  | { type: 'addressChosen'; choice: string }
  | { type: 'fieldEdited'; field: DraftField; value: string }
  /** The profile arrived: a new address's empty name and mobile take the account's. */
  | { type: 'contactKnown'; fullName: string | null; phone: string | null }
  | { type: 'saveAddressSet'; save: boolean }
  | { type: 'methodChosen'; method: PaymentMethodKind }
  | { type: 'couponTyped'; value: string }
  | { type: 'couponApplying' }
  | { type: 'couponApplied'; code: string }
  | { type: 'couponRefused'; message: string }
  | { type: 'couponRemoved' }
  /** The applied coupon stopped applying (the cart changed, its limit was reached). */
  | { type: 'couponDropped'; message: string }
  | { type: 'submitPressed' }
  | { type: 'draftRejected'; fieldErrors: FieldErrors }
  | { type: 'placing' }
  | { type: 'orderRefused'; problem: CheckoutProblem }
  | { type: 'redirectingToPayment' }
  | { type: 'placingEnded' };

export function initialCheckoutForm(
  addresses: readonly { id: string; isDefault: boolean; serviceable: boolean }[],
): CheckoutFormState {
  return {
    choice: defaultAddressChoice(addresses),
    draft: emptyDraft(addresses.length === 0),
    fieldErrors: {},
    saveAddress: true,
    method: 'cod',
    couponInput: '',
    coupon: null,
    couponError: null,
    applyingCoupon: false,
    problem: null,
    submitting: false,
    redirecting: false,
  };
}

/** A refusal stays on screen until the customer changes what it is about. */
const withoutProblem = (
  problem: CheckoutProblem | null,
  target: CheckoutProblem['target'],
): CheckoutProblem | null => (problem?.target === target ? null : problem);

export function checkoutFormReducer(state: CheckoutFormState, action: CheckoutFormAction): CheckoutFormState {
  switch (action.type) {
    case 'addressChosen':
      return { ...state, choice: action.choice, problem: withoutProblem(state.problem, 'address') };
    case 'fieldEdited':
      return {
        ...state,
        draft: { ...state.draft, [action.field]: action.value },
        fieldErrors: { ...state.fieldErrors, [action.field]: undefined },
        problem: withoutProblem(state.problem, 'address'),
      };
    case 'saveAddressSet':
      return { ...state, saveAddress: action.save };
    case 'methodChosen':
      return { ...state, method: action.method };
    case 'couponTyped':
      return { ...state, couponInput: action.value, couponError: null };
    case 'couponApplying':
      return { ...state, applyingCoupon: true, couponError: null };
    case 'couponApplied':
      return {
        ...state,
        coupon: action.code,
        applyingCoupon: false,
        problem: withoutProblem(state.problem, 'coupon'),
      };
    case 'couponRefused':
      return { ...state, couponError: action.message, applyingCoupon: false };
    case 'couponRemoved':
      return { ...state, coupon: null, couponInput: '', couponError: null };
    case 'couponDropped':
      return { ...state, coupon: null, couponError: action.message };
    case 'submitPressed':
      return { ...state, problem: null };
    case 'draftRejected':
      return { ...state, fieldErrors: action.fieldErrors };
    case 'contactKnown':
      return { ...state, draft: withContact(state.draft, action) };
    case 'placing':
      return { ...state, submitting: true };
    case 'orderRefused': {
      const { problem } = action;
      return {
        ...state,
        problem,
        fieldErrors: problem.target === 'address' ? problem.fields : state.fieldErrors,
        coupon: problem.target === 'coupon' ? null : state.coupon,
        couponError: problem.target === 'coupon' ? problem.message : state.couponError,
      };
    }
    case 'redirectingToPayment':
      return { ...state, redirecting: true };
    case 'placingEnded':
      return { ...state, submitting: false };
  }
}

/**
 * What "Place order" sends, or what is wrong with the typed address first (checked with core's address
 * schema, the one the server checks again with).
 */
export function checkoutRequest(
  state: CheckoutFormState,
): { ok: true; body: CheckoutRequest } | { ok: false; problems: Partial<Record<DraftField, DraftProblem>> } {
  const base = { paymentMethod: state.method, ...(state.coupon ? { couponCode: state.coupon } : {}) };
  if (state.choice !== NEW_ADDRESS) return { ok: true, body: { ...base, addressId: state.choice } };
  const problems = validateDraft(state.draft);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  // "Save this address" travels with the order and is saved in its transaction: no order, no address.
  return {
    ok: true,
    body: { ...base, address: draftToBody(state.draft), ...(state.saveAddress ? { saveAddress: true } : {}) },
  };
}

/** Whether a placed order added a saved address, so the list is stale. */
export const savesNewAddress = (state: CheckoutFormState) =>
  state.choice === NEW_ADDRESS && state.saveAddress;
