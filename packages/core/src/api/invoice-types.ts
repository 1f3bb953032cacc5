import type { OrderAddress, PaymentMethodKind } from './order-types.js';

/** GET /api/orders/:id/invoice. Prices include GST; the taxable value is the part before GST. */
export interface InvoiceLine {
  name: string;
  unit: string;
  quantity: number;
  unitPricePaise: number;
  gstRate: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
}

export interface Invoice {
  invoiceNumber: string;
  orderId: string;
  issuedAt: string;
  seller: { name: string; address: string; gstin: string };
  billTo: OrderAddress;
  lines: InvoiceLine[];
  taxablePaise: number;
  gstPaise: number;
  itemsTotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  paymentMethod: PaymentMethodKind | 'wallet';
  paymentStatus: string;
}
