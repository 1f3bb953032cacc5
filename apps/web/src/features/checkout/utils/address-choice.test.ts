import { describe, expect, it } from 'vitest';
import { defaultAddressChoice, NEW_ADDRESS } from './address-choice.js';

describe('the address checkout starts with', () => {
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
