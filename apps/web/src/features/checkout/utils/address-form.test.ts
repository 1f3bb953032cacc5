import { PINCODE } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { defaultAddressChoice, NEW_ADDRESS } from './address-choice.js';
import {
  type AddressForm,
  emptyAddressForm,
  formFieldErrors,
  PINCODE_PATTERN,
  toDeliveryAddress,
  validateAddressForm,
} from './address-form.js';

const filled: AddressForm = {
  fullName: ' Priya Sharma ',
  phone: '98765 43210',
  line1: 'Flat 402, Lakeview Apartments',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

describe('the new-address form', () => {
  it('is checked with the same PIN code pattern as the server', () => {
    expect(PINCODE_PATTERN.source).toBe(PINCODE.source);
  });

  it('when required fields are empty, then each is flagged; optional ones never are', () => {
    expect(validateAddressForm(emptyAddressForm())).toEqual({
      fullName: 'required',
      phone: 'required',
      line1: 'required',
      city: 'required',
      state: 'required',
      pincode: 'required',
    });
  });

  it('when the phone or PIN code is malformed, then that is said; a spaced Indian mobile is fine', () => {
    expect(validateAddressForm({ ...filled, phone: '12345', pincode: '056003' })).toEqual({
      phone: 'invalidPhone',
      pincode: 'invalidPincode',
    });
    expect(validateAddressForm(filled)).toEqual({});
  });

  it('when it is sent, then fields are trimmed and mapped to the order address shape', () => {
    expect(toDeliveryAddress(filled)).toMatchObject({
      fullName: 'Priya Sharma',
      pincode: '560038',
      line2: '',
    });
  });

  it("when the server names fields (checkout's address.* or a saved address's own), then they land on the form", () => {
    expect(
      formFieldErrors({ 'address.phone': 'Bad phone', 'address.pincode': 'Bad PIN', 'idempotency-key': 'x' }),
    ).toEqual({ phone: 'Bad phone', pincode: 'Bad PIN' });
    expect(formFieldErrors({ contactName: 'Name?', house: 'House?' })).toEqual({
      fullName: 'Name?',
      line1: 'House?',
    });
  });

  it('when checkout opens, then the default saved address is picked, else a served one, else a new address', () => {
    const a = { id: 'a', isDefault: false, serviceable: false };
    const b = { id: 'b', isDefault: false, serviceable: true };
    const c = { id: 'c', isDefault: true, serviceable: false };
    expect(defaultAddressChoice([a, b, c])).toBe('c');
    expect(defaultAddressChoice([a, b])).toBe('b');
    expect(defaultAddressChoice([a])).toBe('a');
    expect(defaultAddressChoice([])).toBe(NEW_ADDRESS);
  });
});
