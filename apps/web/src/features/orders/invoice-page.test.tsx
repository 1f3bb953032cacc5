import { render, screen, within } from '@testing-library/react';
import type { Invoice } from '@tokri/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.js';
import { InvoiceDocument } from './invoice-page.js';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await changeLanguage('en');
});

const tax = (taxable: number, cgst: number, sgst: number, igst = 0) => ({
  taxablePaise: taxable,
  cgstPaise: cgst,
  sgstPaise: sgst,
  igstPaise: igst,
  taxPaise: cgst + sgst + igst,
});

const INVOICE: Invoice = {
  status: 'issued',
  invoiceNumber: 'HYD1/2627/000042',
  orderId: 'o1',
  orderShortId: 'ab12cd34',
  issuedAt: '2026-11-26T04:00:00Z',
  seller: {
    storeName: 'Tokri Banjara Hills',
    legalName: 'Tokri Retail Private Limited',
    gstin: '36AAKCT7301M1ZZ',
    address: 'Road No. 12, Banjara Hills, Hyderabad, Telangana, 500034',
    stateCode: '36',
    stateName: 'Telangana',
  },
  billTo: {
    contactName: 'Priya Sharma',
    contactPhone: '+919876543210',
    house: 'Flat 402',
    street: 'Road No. 10',
    landmark: '',
    area: 'Banjara Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500034',
    lat: null,
    lng: null,
  },
  placeOfSupply: { stateCode: '36', stateName: 'Telangana' },
  supplyType: 'intra',
  lines: [
    {
      kind: 'goods',
      name: 'Spinach',
      code: '0709',
      rate: 0,
      quantity: 1,
      unit: '250 g',
      totalPaise: 4000,
      discountPaise: 400,
      valuePaise: 3600,
      ...tax(3600, 0, 0),
    },
    {
      kind: 'goods',
      name: 'Basmati Rice',
      code: '1006',
      rate: 5,
      quantity: 1,
      unit: '1 kg',
      totalPaise: 25000,
      discountPaise: 2500,
      valuePaise: 22500,
      ...tax(21429, 536, 535),
    },
    {
      kind: 'delivery',
      name: 'delivery',
      code: '9968',
      rate: 18,
      quantity: 1,
      unit: '',
      totalPaise: 3000,
      discountPaise: 0,
      valuePaise: 3000,
      ...tax(2542, 229, 229),
    },
  ],
  byRate: [
    { rate: 0, valuePaise: 3600, ...tax(3600, 0, 0) },
    { rate: 5, valuePaise: 22500, ...tax(21429, 536, 535) },
    { rate: 18, valuePaise: 3000, ...tax(2542, 229, 229) },
  ],
  totals: { valuePaise: 29100, discountPaise: 2900, ...tax(27571, 765, 764) },
  itemsTotalPaise: 29000,
  discountPaise: 2900,
  deliveryFeePaise: 3000,
  totalPaise: 29100,
  paymentMethod: 'online',
  paymentStatus: 'paid_online',
  creditNotes: [
    {
      number: 'HYD1/2627/C00007',
      issuedAt: '2026-11-26T05:00:00Z',
      invoiceNumber: 'HYD1/2627/000042',
      amountPaise: 3000,
      cause: 'late_delivery',
      refundReference: 'rfnd_1',
      lines: [],
      totals: { valuePaise: 3000, discountPaise: 0, ...tax(2542, 229, 229) },
    },
  ],
};

describe('the GST invoice page', () => {
  it('when shown on a phone, then every line is a stacked card with all its legal fields, and there is no table to scroll', () => {
    const { container } = render(<InvoiceDocument invoice={INVOICE} />);
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('[class*="overflow-x"]')).toBeNull();
    expect(container.querySelector('[class*="min-w-"]')).toBeNull();
    expect(screen.getByTestId('invoice-number').textContent).toBe('HYD1/2627/000042');
    const lines = screen.getAllByTestId('invoice-line');
    expect(lines).toHaveLength(3);
    const rice = within(lines[1]!);
    for (const label of [
      'HSN',
      'Quantity',
      'Price',
      'Coupon discount',
      'Taxable value',
      'GST rate',
      'CGST',
      'SGST',
      'Amount',
    ])
      expect(rice.getByText(label)).toBeTruthy();
    expect(lines[1]!.textContent).toContain('1006');
    expect(lines[1]!.textContent).toContain('5%');
    expect(lines[2]!.textContent).toContain('Delivery charges');
    expect(lines[2]!.textContent).toContain('SAC9968');
    expect(screen.getByText('36AAKCT7301M1ZZ')).toBeTruthy();
    expect(screen.getAllByText('Telangana (36)', { selector: 'dd' })).toHaveLength(2); // the store's state and the place of supply
    expect(screen.getByTestId('invoice-supply-type').textContent).toBe('Same state: CGST + SGST');
    expect(screen.getByTestId('invoice-total').textContent).toBe('₹291');
    expect(screen.getByTestId('credit-note').textContent).toContain('HYD1/2627/C00007');
  });

  it('when the supply is inter-state, then IGST is shown instead of CGST and SGST', () => {
    const inter: Invoice = {
      ...INVOICE,
      supplyType: 'inter',
      lines: INVOICE.lines.map((line) => ({ ...line, ...tax(line.taxablePaise, 0, 0, line.taxPaise) })),
    };
    render(<InvoiceDocument invoice={inter} />);
    const rice = within(screen.getAllByTestId('invoice-line')[1]!);
    expect(rice.getByText('IGST')).toBeTruthy();
    expect(rice.queryByText('CGST')).toBeNull();
  });

  it('when the interface is in Hindi or Telugu, then the invoice labels are too', async () => {
    await changeLanguage('hi');
    render(<InvoiceDocument invoice={INVOICE} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('टैक्स इनवॉइस');
    expect(within(screen.getAllByTestId('invoice-line')[1]!).getByText('कर योग्य मूल्य')).toBeTruthy();
    document.body.innerHTML = '';
    await changeLanguage('te');
    render(<InvoiceDocument invoice={INVOICE} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('టాక్స్ ఇన్వాయిస్');
  });

  it('when the invoice is not issued yet, then it says so and shows no number', () => {
    render(
      <InvoiceDocument
        invoice={{ ...INVOICE, status: 'pending', invoiceNumber: null, issuedAt: null, creditNotes: [] }}
      />,
    );
    expect(screen.queryByTestId('invoice-number')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order summary');
  });
});
