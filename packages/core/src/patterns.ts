/** Input formats shared by server and web. Kept free of zod so the web bundle can import them cheaply. */

/** Indian PIN codes: six digits, the first not zero. */
export const PINCODE = /^[1-9][0-9]{5}$/;
/** UPI virtual payment address: handle@psp. */
export const UPI_ID = /^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
