/**
 * What an order, a subscription or a tax invoice keeps of a delivery address once its customer's account is
 * erased (ADR 0051): the state alone, because it is the GST place of supply; the name, phone, house, street,
 * landmark, area, city, pincode and coordinates go. Merged over the stored address with the state copied in.
 */
export const ERASED_ADDRESS_FIELDS = {
  contactName: 'Erased customer',
  contactPhone: '',
  house: '',
  street: null,
  landmark: null,
  area: null,
  city: '',
  pincode: '',
  lat: null,
  lng: null,
  erased: true,
} as const;
