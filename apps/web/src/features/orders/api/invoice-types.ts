import type { DeliveryAddress } from '@tokri/core';
import type { PaymentMethodKind } from '../../../shared/types/order.js';

/** GET /api/orders/:id/invoice. Prices include GST; taxable value is the part before GST. */
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
  billTo: DeliveryAddress;
  lines: InvoiceLine[];
  taxablePaise: number;
  gstPaise: number;
  itemsTotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  paymentMethod: PaymentMethodKind;
  paymentStatus: string;
}
