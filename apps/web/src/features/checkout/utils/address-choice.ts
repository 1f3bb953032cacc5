/** Which saved address is picked when checkout opens: the default, else the first a store serves, else the first. */
export const NEW_ADDRESS = 'new';

export function defaultAddressChoice(
  addresses: readonly { id: string; isDefault: boolean; serviceable: boolean }[],
): string {
  const chosen =
    addresses.find((address) => address.isDefault) ??
    addresses.find((address) => address.serviceable) ??
    addresses[0];
  return chosen?.id ?? NEW_ADDRESS;
}
