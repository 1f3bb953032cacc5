/** Cart API shapes shared by server and web (types only: nothing reaches the web bundle). */

export interface CartLine {
  productId: string;
  variantId: string | null;
  name: string;
  /** The pack: the variant's unit, or the product's own. */
  unit: string;
  variantName: string | null;
  imageUrl: string | null;
  quantity: number;
  /** Price per unit before discount (MRP). */
  unitPricePaise: number;
  discountPercentage: number;
  finalUnitPricePaise: number;
  lineTotalPaise: number;
  stockQuantity: number;
  gstRate: number;
  /** False when the product was withdrawn or there is not enough stock for this quantity. */
  available: boolean;
}

export interface CartSummary {
  itemCount: number;
  mrpTotalPaise: number;
  subtotalPaise: number;
  couponDiscountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  minimumOrderPaise: number;
  freeDeliveryFromPaise: number;
  amountToFreeDeliveryPaise: number;
}

export interface CartView {
  items: CartLine[];
  summary: CartSummary;
}
