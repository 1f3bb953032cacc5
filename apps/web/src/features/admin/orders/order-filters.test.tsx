import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { OrderFilters } from './order-filters.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));

/** The orders board's filters at 360 px (issue 32): folded away, saying how many are on. */

function screenWide(wide: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as never;
}

function renderFilters(path = '/admin/orders') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <OrderFilters statuses={['placed', 'delivered']} statusLabel={(status) => status} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

describe('OrderFilters', () => {
  it('when the screen is a phone, then the filters are folded under a "Filters" summary', () => {
    screenWide(false);
    vi.mocked(api).mockResolvedValue([] as never);
    renderFilters();
    const panel = screen.getByTestId('order-filters-panel') as HTMLDetailsElement;
    expect(panel.tagName).toBe('DETAILS');
    expect(panel.open).toBe(false);
    expect(panel.querySelector('summary')?.textContent).toBe('Filters');
  });

  it('when filters are on, then the folded summary says how many, in the reader’s language', async () => {
    screenWide(false);
    vi.mocked(api).mockResolvedValue([] as never);
    await changeLanguage('hi');
    renderFilters('/admin/orders?status=placed&paymentMethod=cod');
    const panel = screen.getByTestId('order-filters-panel') as HTMLDetailsElement;
    expect(panel.open).toBe(false);
    expect(panel.querySelector('summary')?.textContent).toBe('फ़िल्टर · 2 लागू');
  });

  it('when the screen is wide, then the filters start open', () => {
    screenWide(true);
    vi.mocked(api).mockResolvedValue([] as never);
    renderFilters();
    expect((screen.getByTestId('order-filters-panel') as HTMLDetailsElement).open).toBe(true);
  });
});
