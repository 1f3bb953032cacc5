import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { OrderRefunds } from './order-refunds.js';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await changeLanguage('en');
});

const refunds = [
  {
    amountPaise: 250_00,
    status: 'processed' as const,
    reference: 'rfnd_abc123',
    createdAt: '2026-11-26T02:00:00Z',
  },
  { amountPaise: 40_00, status: 'owed' as const, reference: null, createdAt: '2026-11-26T02:05:00Z' },
];

describe('refunds on the customer’s order', () => {
  it('when the order has refunds, then each shows its amount, state and reference', () => {
    render(<OrderRefunds refunds={refunds} />);
    const rows = screen.getAllByTestId('order-refund');
    expect(rows.map((row) => row.textContent)).toEqual([
      '₹250 · RefundedReference rfnd_abc123',
      '₹40 · Being started',
    ]);
  });

  it('when the interface is in Hindi, then the state is in Hindi', async () => {
    await changeLanguage('hi');
    render(<OrderRefunds refunds={refunds.slice(0, 1)} />);
    expect(screen.getByTestId('order-refund').textContent).toContain('वापस कर दिया');
  });

  it('when there are no refunds, then nothing is shown', () => {
    const { container } = render(<OrderRefunds refunds={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
