import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { formatIstDateTime, type StockAdjustment } from '@tokri/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { StockHistory } from './stock-dialog.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));

/** A moment whose IST day differs from its UTC day, so a browser-local or UTC date would show the wrong one. */
const AT = '2026-11-25T20:15:00.000Z';
const ITEM: StockAdjustment = {
  id: 'a1',
  productId: 'p1',
  variantId: null,
  reason: 'received',
  note: '',
  quantityBefore: 37,
  quantityAfter: 40,
  actorUserId: 'u1',
  actorName: 'Arjun Rao',
  createdAt: AT,
};

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await changeLanguage('en');
});

describe('StockHistory', () => {
  it('when a stock change is listed, then its time is in IST and in the reader’s language, as every other date', async () => {
    await changeLanguage('te');
    vi.mocked(api).mockResolvedValue({ items: [ITEM] } as never);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <StockHistory productId="p1" />
      </QueryClientProvider>,
    );
    const time = await screen.findByText(formatIstDateTime(new Date(AT), 'te'));
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(AT);
    expect(time.textContent).not.toBe(new Date(AT).toLocaleString());
  });
});
