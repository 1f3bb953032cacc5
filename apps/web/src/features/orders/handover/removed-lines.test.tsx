import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import type { OrderView } from '../../../shared/types/order.js';
import { OrderItems } from '../components/order-items.js';
import { RemovedLinesNote } from './removed-lines.js';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const item = (name: string, lineStatus: 'ok' | 'missing' | 'refused') => ({
  productId: name,
  variantId: null,
  name,
  unit: '1 kg',
  imageUrl: null,
  quantity: 1,
  mrpPaise: 120_00,
  unitPricePaise: 120_00,
  discountPercentage: 0,
  totalPricePaise: 120_00,
  gstRate: 5,
  lineStatus,
});

describe('removed lines on the customer’s order', () => {
  it('when the rider removed lines, then each says it is not charged and its price is struck through', () => {
    render(<OrderItems items={[item('Dal', 'ok'), item('Rice', 'missing'), item('Atta', 'refused')]} />);
    const badges = screen.getAllByTestId('line-status');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Missing: not charged',
      'Returned: not charged',
    ]);
    expect(screen.getAllByText('₹120').filter((price) => price.tagName === 'S')).toHaveLength(2);
  });

  it('when a prepaid order costs less now, then the note gives the new amount and what comes back; a cash order only the amount', () => {
    const order = { status: 'out_for_delivery', totalPaise: 370_00, amountDuePaise: 250_00 } as OrderView;
    render(<RemovedLinesNote order={{ ...order, paymentMethod: 'online' }} />);
    expect(screen.getByTestId('removed-lines-note').textContent).toBe(
      'Amount now: ₹250 · ₹120 will be refunded to you',
    );
    document.body.innerHTML = '';
    render(<RemovedLinesNote order={{ ...order, paymentMethod: 'cod' }} />);
    expect(screen.getByTestId('removed-lines-note').textContent).toBe('Amount now: ₹250');
    document.body.innerHTML = '';
    render(<RemovedLinesNote order={{ ...order, paymentMethod: 'cod', amountDuePaise: 370_00 }} />);
    expect(screen.queryByTestId('removed-lines-note')).toBeNull();
  });
});
