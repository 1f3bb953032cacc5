/**
 * A delivery address the demo stores serve (Indiranagar, Bengaluru): the one address the tests, the fuzz run,
 * the authorization matrix and the benchmarks check out to.
 */
export const SERVICEABLE_ADDRESS = {
  contactName: 'Priya Sharma',
  contactPhone: '98765 43210',
  house: 'Flat 402, Lakeview Apartments',
  street: '5th Cross',
  landmark: 'Near CMH Hospital',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};
