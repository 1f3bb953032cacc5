import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../addresses/index.js';
import { NEW_ADDRESS } from './address-choice.js';
import type { CheckoutProblem } from './checkout-errors.js';
import {
  type CheckoutFormAction,
  type CheckoutFormState,
  checkoutFormReducer,
  checkoutRequest,
  initialCheckoutForm,
  savesNewAddress,
} from './checkout-form-state.js';

const saved = { id: 'a1', isDefault: true, serviceable: true };
const run = (state: CheckoutFormState, ...actions: CheckoutFormAction[]) =>
  actions.reduce(checkoutFormReducer, state);
const addressProblem: CheckoutProblem = { target: 'address', message: 'Not served', fields: {} };
const typed = {
  ...emptyDraft(true),
  contactName: ' Asha ',
  contactPhone: '9876543210',
  house: '12',
  street: 'MG Road',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

describe('the checkout form starts', () => {
  it('when there are saved addresses, then the default is chosen, cash on delivery, saving on, nothing busy', () => {
    const state = initialCheckoutForm([saved]);
    expect(state).toMatchObject({ choice: 'a1', method: 'cod', saveAddress: true, coupon: null });
    expect(state.draft.isDefault).toBe(false);
    expect([state.submitting, state.applyingCoupon, state.redirecting]).toEqual([false, false, false]);
  });

  it('when there are none, then the typed address is chosen and would become the default', () => {
    const state = initialCheckoutForm([]);
    expect(state.choice).toBe(NEW_ADDRESS);
    expect(state.draft.isDefault).toBe(true);
  });
});

describe('the address part of the checkout form', () => {
  it('when a field is edited, then its value changes, only its error goes and an address refusal goes', () => {
    const before = { ...initialCheckoutForm([]), problem: addressProblem };
    const after = run(
      before,
      { type: 'draftRejected', fieldErrors: { pincode: 'Required', city: 'Required' } },
      { type: 'fieldEdited', field: 'pincode', value: '560038' },
    );
    expect(after.draft.pincode).toBe('560038');
    expect(after.fieldErrors).toEqual({ pincode: undefined, city: 'Required' });
    expect(after.problem).toBeNull();
  });

  it('when another address is chosen, then an address refusal goes but a stock refusal stays', () => {
    const stock: CheckoutProblem = { target: 'stock', message: 'Sold out', shortages: [] };
    expect(
      run(
        { ...initialCheckoutForm([saved]), problem: addressProblem },
        { type: 'addressChosen', choice: NEW_ADDRESS },
      ),
    ).toMatchObject({ choice: NEW_ADDRESS, problem: null });
    expect(
      run({ ...initialCheckoutForm([saved]), problem: stock }, { type: 'addressChosen', choice: 'a1' })
        .problem,
    ).toBe(stock);
  });
});

describe('the coupon part of the checkout form', () => {
  it('when a code is applied, then it is busy until the server accepts it, and a coupon refusal goes', () => {
    const refused: CheckoutProblem = { target: 'coupon', message: 'Expired' };
    const applying = run(
      { ...initialCheckoutForm([saved]), couponError: 'old', problem: refused },
      { type: 'couponApplying' },
    );
    expect(applying).toMatchObject({ applyingCoupon: true, couponError: null, coupon: null });
    expect(run(applying, { type: 'couponApplied', code: 'SAVE50' })).toMatchObject({
      applyingCoupon: false,
      coupon: 'SAVE50',
      problem: null,
    });
  });

  it('when the server refuses a code, then it is not applied and the reason shows', () => {
    const state = run(
      initialCheckoutForm([saved]),
      { type: 'couponApplying' },
      { type: 'couponRefused', message: 'No' },
    );
    expect(state).toMatchObject({ applyingCoupon: false, coupon: null, couponError: 'No' });
  });

  it('when an applied coupon stops applying, then it comes off with the reason and the typed code stays', () => {
    const state = run(
      initialCheckoutForm([saved]),
      { type: 'couponTyped', value: 'save50' },
      { type: 'couponApplied', code: 'SAVE50' },
      { type: 'couponDropped', message: 'Limit reached' },
    );
    expect(state).toMatchObject({ coupon: null, couponError: 'Limit reached', couponInput: 'save50' });
  });

  it('when the coupon is removed or retyped, then the code, the input and the error are cleared as due', () => {
    const applied = run(
      initialCheckoutForm([saved]),
      { type: 'couponTyped', value: 'SAVE50' },
      { type: 'couponApplied', code: 'SAVE50' },
      { type: 'couponRefused', message: 'x' },
    );
    expect(run(applied, { type: 'couponRemoved' })).toMatchObject({
      coupon: null,
      couponInput: '',
      couponError: null,
    });
    expect(run(applied, { type: 'couponTyped', value: 'NEW' })).toMatchObject({
      coupon: 'SAVE50',
      couponInput: 'NEW',
      couponError: null,
    });
  });
});

describe('placing the order from the checkout form', () => {
  it('when the order is refused for its coupon, then the coupon comes off with the reason', () => {
    const state = run(
      initialCheckoutForm([saved]),
      { type: 'couponApplied', code: 'SAVE50' },
      { type: 'placing' },
      { type: 'orderRefused', problem: { target: 'coupon', message: 'Expired' } },
      { type: 'placingEnded' },
    );
    expect(state).toMatchObject({ coupon: null, couponError: 'Expired', submitting: false });
    expect(state.problem?.target).toBe('coupon');
  });

  it("when the order is refused for the address's fields, then each field shows the server's message", () => {
    const problem: CheckoutProblem = {
      target: 'address',
      message: 'Bad',
      fields: { contactPhone: 'Invalid' },
    };
    const state = run(initialCheckoutForm([]), { type: 'placing' }, { type: 'orderRefused', problem });
    expect(state.fieldErrors).toEqual({ contactPhone: 'Invalid' });
    expect(state.submitting).toBe(true);
  });

  it('when submit is pressed again, then the last refusal is cleared; paying online shows the redirect', () => {
    const refused = run(initialCheckoutForm([saved]), {
      type: 'orderRefused',
      problem: { target: 'form', message: 'Down' },
    });
    expect(run(refused, { type: 'submitPressed' }).problem).toBeNull();
    expect(
      run(refused, { type: 'methodChosen', method: 'online' }, { type: 'redirectingToPayment' }),
    ).toMatchObject({
      method: 'online',
      redirecting: true,
    });
  });
});

describe('the request "Place order" sends', () => {
  it('when a saved address is chosen, then it sends its id, the method and the applied coupon', () => {
    const state = run(initialCheckoutForm([saved]), { type: 'couponApplied', code: 'SAVE50' });
    expect(checkoutRequest(state)).toEqual({
      ok: true,
      body: { paymentMethod: 'cod', couponCode: 'SAVE50', addressId: 'a1' },
    });
    expect(savesNewAddress(state)).toBe(false);
  });

  it('when the typed address is incomplete, then nothing is sent and each missing or bad field is named', () => {
    const state = run(
      initialCheckoutForm([]),
      { type: 'fieldEdited', field: 'contactPhone', value: '12' },
      { type: 'fieldEdited', field: 'pincode', value: '012345' },
    );
    const request = checkoutRequest(state);
    expect(request.ok).toBe(false);
    if (request.ok) return;
    expect(request.problems).toMatchObject({
      contactName: 'required',
      contactPhone: 'invalidPhone',
      pincode: 'invalidPincode',
    });
  });

  it('when a complete address is typed, then it is sent trimmed, with saveAddress only when ticked', () => {
    const state = { ...initialCheckoutForm([]), draft: typed };
    const request = checkoutRequest(state);
    expect(request.ok && request.body.address?.contactName).toBe('Asha');
    expect(request.ok && request.body.saveAddress).toBe(true);
    expect(savesNewAddress(state)).toBe(true);
    const unticked = run(state, { type: 'saveAddressSet', save: false });
    const uncheckedRequest = checkoutRequest(unticked);
    expect(uncheckedRequest.ok && 'saveAddress' in uncheckedRequest.body).toBe(false);
    expect(uncheckedRequest.ok && uncheckedRequest.body.address?.pincode).toBe('560038');
    expect(savesNewAddress(unticked)).toBe(false);
  });
});

describe('a new address starts with the account’s name and mobile (issue 32 minor)', () => {
  it('when the profile arrives, then the empty name and mobile take it; typed ones stay', () => {
    const start = initialCheckoutForm([]);
    const known = run(start, { type: 'contactKnown', fullName: 'Priya Sharma', phone: '+919876543210' });
    expect(known.draft).toMatchObject({ contactName: 'Priya Sharma', contactPhone: '+919876543210' });
    const typedFirst = run(
      start,
      { type: 'fieldEdited', field: 'contactName', value: 'Amma' },
      { type: 'contactKnown', fullName: 'Priya Sharma', phone: null },
    );
    expect(typedFirst.draft).toMatchObject({ contactName: 'Amma', contactPhone: '' });
  });
});
