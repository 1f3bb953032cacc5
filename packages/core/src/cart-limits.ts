/** The most of one product (or pack) a cart line may hold: the cart refuses more, the web's stepper stops there. */
export const MAX_LINE_QUANTITY = 100;
