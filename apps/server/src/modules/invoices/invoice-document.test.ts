import type { DeliveryAddress } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import {
  creditNoteDocumentOf,
  type InvoiceItemRow,
  invoiceDocumentOf,
  invoicingStore,
  placeOfSupplyOf,
  type StoreGstRow,
  sellerOf,
} from './invoice-document.js';

/**
 * What an issued invoice and its credit notes say, with every amount worked out by hand here (issue 20): the
 * database tests reach these functions only with orders of ₹199 and more (no delivery line) and one store.
 */
const STORE: StoreGstRow = {
  id: 'store-1',
  name: 'Tokri Indiranagar',
  legal_name: 'Tokri Retail Private Limited',
  gstin: '29AAKCT7301M1ZU',
  state_code: '29',
  invoice_code: 'BLR1',
  address: '12 CMH Road',
  city: 'Bengaluru',
  pincode: '560038',
};
const INVOICING = { ...STORE, gstin: '29AAKCT7301M1ZU', state_code: '29', invoice_code: 'BLR1' };

const ADDRESS: DeliveryAddress = {
  contactName: 'Asha',
  contactPhone: '+919876543210',
  house: '4',
  street: '',
  landmark: '',
  area: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  lat: null,
  lng: null,
};

function item(overrides: Partial<InvoiceItemRow>): InvoiceItemRow {
  return {
    product_id: 'rice',
    product_name: 'Basmati rice',
    unit: '1 kg',
    quantity: 1,
    total_price_paise: 210_00,
    gst_rate: 5,
    hsn_code: '1006',
    line_status: null,
    ...overrides,
  };
}

/**
 * Rice ₹210 at 5% (no line status), curd ₹50 at 12% found missing at the door, soda ₹100 at 18% delivered, a
 * ₹31 coupon and a ₹25 delivery fee. The coupon is shared over the supplied ₹310: 2100 and 1000 paise.
 */
const ORDER = {
  id: 'order-1',
  delivery_address: ADDRESS,
  discount_paise: 31_00,
  delivery_fee_paise: 25_00,
  total_paise: 304_00,
};
const ITEMS = [
  item({}),
  item({
    product_id: 'curd',
    product_name: 'Curd',
    unit: '400 g',
    total_price_paise: 50_00,
    gst_rate: 12,
    line_status: 'missing',
  }),
  item({
    product_id: 'soda',
    product_name: 'Club soda',
    unit: '750 ml',
    total_price_paise: 100_00,
    gst_rate: 18,
    line_status: 'ok',
  }),
];

describe('invoice document', () => {
  it('when a store lacks its GSTIN, its state or its document code, then it cannot issue invoices', () => {
    expect(invoicingStore(null)).toBeNull();
    expect(invoicingStore({ ...STORE, gstin: null })).toBeNull();
    expect(invoicingStore({ ...STORE, state_code: null })).toBeNull();
    expect(invoicingStore({ ...STORE, invoice_code: null })).toBeNull();
    expect(invoicingStore(STORE)).toBe(STORE);
  });

  it('when the seller is printed, then its address names the state, skips empty parts and falls back to the trading name', () => {
    expect(sellerOf(INVOICING)).toEqual({
      storeName: 'Tokri Indiranagar',
      legalName: 'Tokri Retail Private Limited',
      gstin: '29AAKCT7301M1ZU',
      address: '12 CMH Road, Bengaluru, Karnataka, 560038',
      stateCode: '29',
      stateName: 'Karnataka',
    });
    expect(sellerOf({ ...INVOICING, legal_name: '', city: '', state_code: '99' })).toEqual({
      storeName: 'Tokri Indiranagar',
      legalName: 'Tokri Indiranagar',
      gstin: '29AAKCT7301M1ZU',
      address: '12 CMH Road, 560038',
      stateCode: '99',
      stateName: '',
    });
  });

  it('when the address names another state, then that is the place of supply; when it names none we know, the store’s', () => {
    expect(placeOfSupplyOf({ ...ADDRESS, state: 'Tamil Nadu' }, '29')).toEqual({
      stateCode: '33',
      stateName: 'Tamil Nadu',
    });
    expect(placeOfSupplyOf({ ...ADDRESS, state: 'Atlantis' }, '29')).toEqual({
      stateCode: '29',
      stateName: 'Karnataka',
    });
    expect(placeOfSupplyOf({ ...ADDRESS, state: 'Atlantis' }, '99')).toEqual({
      stateCode: '99',
      stateName: 'Atlantis',
    });
  });

  it('when a line was found missing, then the invoice leaves it out and taxes the rest after the coupon, with the fee as a line', () => {
    const invoice = invoiceDocumentOf(ORDER, ITEMS, INVOICING);
    expect(invoice).toMatchObject({
      supplyType: 'intra',
      placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
      billTo: ADDRESS,
      itemsTotalPaise: 310_00,
      discountPaise: 31_00,
      deliveryFeePaise: 25_00,
      // 18900 + 9000 + 2500.
      totalPaise: 304_00,
    });
    expect(invoice.seller.legalName).toBe('Tokri Retail Private Limited');
    expect(
      invoice.lines.map((line) => [
        line.productId,
        line.kind,
        line.unit,
        line.valuePaise,
        line.cgstPaise,
        line.sgstPaise,
      ]),
    ).toEqual([
      // ₹189 at 5%: taxable round(18900 × 100 / 105) = 18000, tax 900 split 450 + 450.
      ['rice', 'goods', '1 kg', 189_00, 450, 450],
      // ₹90 at 18%: taxable round(9000 × 100 / 118) = 7627, tax 1373 split 687 + 686.
      ['soda', 'goods', '750 ml', 90_00, 687, 686],
      // The ₹25 fee at 18%: taxable round(2500 × 100 / 118) = 2119, tax 381 split 191 + 190.
      [null, 'delivery', '', 25_00, 191, 190],
    ]);
  });

  it('when the address is in another state, then the invoice is inter-state and every line’s tax is IGST', () => {
    const invoice = invoiceDocumentOf(
      { ...ORDER, delivery_address: { ...ADDRESS, state: 'Tamil Nadu' } },
      ITEMS,
      INVOICING,
    );
    expect(invoice.supplyType).toBe('inter');
    expect(invoice.lines.map((line) => [line.igstPaise, line.cgstPaise])).toEqual([
      [900, 0],
      [1373, 0],
      [381, 0],
    ]);
  });

  it('when a late delivery is refunded and then the order, then the fee is credited first and the second note credits only what is left', () => {
    const invoice = invoiceDocumentOf(ORDER, ITEMS, INVOICING);
    const late = creditNoteDocumentOf(invoice, [], {
      amount_paise: 25_00,
      cause: 'late_delivery',
      gateway_refund_id: 'rfnd_late',
    });
    expect(late).toMatchObject({ cause: 'late_delivery', refundReference: 'rfnd_late' });
    expect(
      late.lines.map((line) => [
        line.invoiceLine,
        line.productId,
        line.unit,
        line.valuePaise,
        line.cgstPaise,
      ]),
    ).toEqual([[2, null, '', 25_00, 191]]);
    const rest = creditNoteDocumentOf(invoice, [late], {
      amount_paise: 279_00,
      cause: 'order_cancelled',
      gateway_refund_id: null,
    });
    expect(rest.refundReference).toBeNull();
    expect(rest.lines.map((line) => [line.invoiceLine, line.productId, line.unit, line.valuePaise])).toEqual([
      [0, 'rice', '1 kg', 189_00],
      [1, 'soda', '750 ml', 90_00],
    ]);
  });

  it('when an inter-state invoice is credited, then the credit note’s tax is IGST too', () => {
    const invoice = invoiceDocumentOf(
      { ...ORDER, delivery_address: { ...ADDRESS, state: 'Tamil Nadu' } },
      ITEMS,
      INVOICING,
    );
    const note = creditNoteDocumentOf(invoice, [], {
      amount_paise: 25_00,
      cause: 'late_delivery',
      gateway_refund_id: null,
    });
    expect(
      note.lines.map((line) => [line.invoiceLine, line.igstPaise, line.cgstPaise, line.sgstPaise]),
    ).toEqual([[2, 381, 0, 0]]);
  });

  it('when any other refund is credited, then it is shared over every line by what each has left, the fee too', () => {
    const invoice = invoiceDocumentOf(ORDER, ITEMS, INVOICING);
    const note = creditNoteDocumentOf(invoice, [], {
      amount_paise: 25_00,
      cause: 'order_cancelled',
      gateway_refund_id: null,
    });
    // 2500 over 18900 : 9000 : 2500 (of 30400) = 1554.3, 740.1, 205.6; the paisa left goes to the fee (.6).
    expect(note.lines.map((line) => [line.invoiceLine, line.valuePaise])).toEqual([
      [0, 1554],
      [1, 740],
      [2, 206],
    ]);
    // Intra-state like the invoice: the fee's ₹2.06 is taxable round(20600 / 118) = 175, tax 31 split 16 + 15.
    expect(note.lines[2]).toMatchObject({ taxablePaise: 175, cgstPaise: 16, sgstPaise: 15, igstPaise: 0 });
  });
});
