import { describe, expect, it } from 'vitest';
import {
  addressLine,
  draftFieldErrors,
  draftFromSaved,
  draftToBody,
  emptyDraft,
  isValidPincode,
  validateDraft,
  withContact,
  withLocation,
} from './address-draft.js';

const indiranagar = {
  area: 'Indiranagar',
  address: 'Indiranagar, Bengaluru',
  fullAddress: 'Indiranagar, Bengaluru, Karnataka 560038, India',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  lat: 12.9719,
  lng: 77.6412,
};

describe('PIN codes', () => {
  it('accepts six digits not starting with 0, ignoring spaces around them', () => {
    for (const pin of ['560038', '110001', ' 500002 ']) expect(isValidPincode(pin), pin).toBe(true);
  });

  it('refuses a leading 0, the wrong length, letters and inner spaces', () => {
    for (const pin of ['056003', '56003', '5600380', '5600a8', '560 038', '']) {
      expect(isValidPincode(pin), pin).toBe(false);
    }
  });
});

describe('the saved-address form', () => {
  it('when required fields are empty, then each is flagged; street, landmark and area are optional', () => {
    expect(validateDraft(emptyDraft())).toEqual({
      contactName: 'required',
      contactPhone: 'required',
      house: 'required',
      city: 'required',
      state: 'required',
      pincode: 'required',
    });
  });

  it('when the phone or PIN code is malformed, then that is said', () => {
    const draft = {
      ...withLocation(emptyDraft(), indiranagar),
      contactName: 'Priya',
      house: '12, 3rd Cross',
      contactPhone: '12345',
      pincode: '056003',
    };
    expect(validateDraft(draft)).toEqual({ contactPhone: 'invalidPhone', pincode: 'invalidPincode' });
    expect(validateDraft({ ...draft, contactPhone: '98765 43210', pincode: '560038' })).toEqual({});
  });

  it('when a place is picked, then area, city, state, PIN code and point are filled and typed fields stay', () => {
    const typed = { ...emptyDraft(), house: 'Flat 4', contactName: 'Priya' };
    expect(withLocation(typed, indiranagar)).toMatchObject({
      house: 'Flat 4',
      contactName: 'Priya',
      area: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      lat: 12.9719,
      lng: 77.6412,
    });
  });

  it('when the lookup failed (a fallback place), then only the point is taken', () => {
    const typed = { ...emptyDraft(), city: 'Bengaluru', pincode: '560001' };
    const fallback = { ...indiranagar, area: 'Selected Area', city: '', state: '', pincode: '' };
    expect(withLocation(typed, fallback)).toMatchObject({
      area: '',
      city: 'Bengaluru',
      pincode: '560001',
      lat: 12.9719,
    });
  });

  it('round-trips a saved address and sends trimmed fields with the point', () => {
    const saved = {
      ...draftToBody({
        ...withLocation(emptyDraft(true), indiranagar),
        contactName: ' Priya ',
        house: ' 12 ',
      }),
      contactPhone: '+919876543210',
    };
    const draft = draftFromSaved(saved);
    expect(draft.contactPhone).toBe('9876543210');
    expect(draftToBody(draft)).toMatchObject({
      contactName: 'Priya',
      house: '12',
      pincode: '560038',
      lat: 12.9719,
      lng: 77.6412,
      isDefault: true,
    });
  });

  it("places the server's field errors on the form and writes one line per address", () => {
    expect(draftFieldErrors({ pincode: 'Enter a valid 6-digit PIN code.', label: 'x' })).toEqual({
      pincode: 'Enter a valid 6-digit PIN code.',
    });
    expect(
      addressLine({
        house: '12',
        street: '',
        area: 'Indiranagar',
        landmark: 'Near the metro',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      }),
    ).toBe('12, Indiranagar, Near the metro, Bengaluru, Karnataka 560038');
  });
});

describe('withContact (issue 32 minor: a new address prefills name and mobile)', () => {
  it('fills only empty fields from the profile, trimmed, and leaves the draft alone without one', () => {
    const draft = emptyDraft();
    expect(withContact(draft, { fullName: ' Priya ', phone: '+919876543210' })).toMatchObject({
      contactName: 'Priya',
      contactPhone: '+919876543210',
    });
    expect(
      withContact({ ...draft, contactPhone: '9000000001' }, { fullName: null, phone: '+919876543210' }),
    ).toMatchObject({ contactName: '', contactPhone: '9000000001' });
    expect(withContact(draft, undefined)).toBe(draft);
  });
});
