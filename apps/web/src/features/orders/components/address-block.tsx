import { type DeliveryAddress, formatIndianPhone } from '@tokri/core';

/** A delivery address as a postal block. */
export function AddressBlock({ address }: { address: DeliveryAddress }) {
  return (
    <address className="text-sm not-italic leading-relaxed">
      <strong className="font-semibold">{address.fullName}</strong>
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
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
      {formatIndianPhone(address.phone)}
    </address>
  );
}
