import { type DeliveryAddress, formatIndianPhone } from '@tokri/core';

/** A delivery address as a postal block. */
export function AddressBlock({ address }: { address: DeliveryAddress }) {
  const streetAndArea = [address.street, address.area].filter(Boolean).join(', ');
  return (
    <address className="text-sm not-italic leading-relaxed">
      <strong className="font-semibold">{address.contactName}</strong>
      <br />
      {address.house}
      {streetAndArea ? (
        <>
          <br />
          {streetAndArea}
        </>
      ) : null}
      {address.landmark ? (
        <>
          <br />
          {address.landmark}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {formatIndianPhone(address.contactPhone)}
    </address>
  );
}
