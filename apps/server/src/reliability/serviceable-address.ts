/**
 * A delivery address the demo stores serve (Indiranagar, Bengaluru): the one address the tests, the fuzz run,
 * the authorization matrix and the benchmarks check out to.
 */
export const SERVICEABLE_ADDRESS = {
  fullName: 'Priya Sharma',
  phone: '98765 43210',
  line1: 'Flat 402, Lakeview Apartments, 5th Cross',
  line2: 'Indiranagar',
  landmark: 'Near CMH Hospital',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};
