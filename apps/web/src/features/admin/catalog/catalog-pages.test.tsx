import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { CategoriesPage } from './categories-page.js';
import { ProductForm } from './product-form.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../admin-api.js', () => ({ useAdminStats: () => ({ data: undefined }) }));

const category = (id: string, name: string, sortOrder: number): AdminCategory => ({
  id,
  slug: name.toLowerCase(),
  sortOrder,
  imageUrl: null,
  productCount: 2,
  minShelfLife: { percent: 30, days: 45 },
  texts: {
    en: { name, description: '' },
    hi: { name: `${name} hi`, description: '' },
    te: { name: '', description: '' },
  },
});
const CATEGORIES = [category('c1', 'Dairy', 1), category('c2', 'Fruits', 2), category('c3', 'Snacks', 3)];

function renderWith(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
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

describe('ProductForm', () => {
  it('when the server refuses fields, then each message shows next to its field and the Hindi tab opens', async () => {
    vi.mocked(api).mockRejectedValue(
      new ApiError(422, 'FORM_FIELDS_INVALID', 'Some fields need correcting: each one says what is wrong.', {
        pricePaise: 'Enter a price in rupees, like 45 or 45.50.',
        'texts.hi.name': 'Too long.',
      }),
    );
    renderWith(<ProductForm categories={CATEGORIES} imagesSlot={<p>images go here</p>} />);
    expect(screen.getByText('images go here')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Paneer' } });
    fireEvent.input(screen.getByLabelText('Price in rupees (before discount)'), {
      target: { value: '90.50' },
    });
    fireEvent.input(screen.getByLabelText('Unit (for example 500 g)'), { target: { value: '200 g' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

    const sent = vi.mocked(api).mock.calls[0]!;
    expect(sent[0]).toBe('/api/admin/products');
    expect(sent[1]).toMatchObject({
      method: 'POST',
      body: { categoryId: 'c1', pricePaise: 9050, unit: '200 g', texts: { en: { name: 'Paneer' } } },
    });
    const price = screen.getByLabelText('Price in rupees (before discount)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a price in rupees, like 45 or 45.50.',
    );
    // The Hindi tab has the other error: it is the one shown now, with its message by the name field.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Hindi/ }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByText('Too long.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not saved: Some fields need correcting: each one says what is wrong.',
    );
  });

  it('when packs are added and one removed, then only the kept ones are sent, in order', async () => {
    vi.mocked(api).mockResolvedValue({ product: { id: 'p1' } } as never);
    renderWith(<ProductForm categories={CATEGORIES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a pack' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a pack' }));
    const names = screen.getAllByLabelText('Pack name');
    fireEvent.input(names[0]!, { target: { value: 'Small' } });
    fireEvent.input(names[1]!, { target: { value: 'Big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove pack Small' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const body = vi.mocked(api).mock.calls[0]![1]!.body as { packs: { name: string; sortOrder: number }[] };
    expect(body.packs.map((pack) => [pack.name, pack.sortOrder])).toEqual([['Big', 1]]);
  });
});

describe('CategoriesPage', () => {
  it('when an admin moves a category up, then the new order is sent with the up and down buttons named per category', async () => {
    vi.mocked(api).mockImplementation(async (path) => {
      if (path === '/api/admin/categories/reorder') return { items: [] } as never;
      return { items: CATEGORIES } as never;
    });
    renderWith(<CategoriesPage />);
    const rows = await screen.findAllByTestId('admin-category-row');
    expect(rows).toHaveLength(3);
    expect(
      (within(rows[0]!).getByRole('button', { name: 'Move Dairy up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move Snacks up' })));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/categories/reorder', {
      method: 'POST',
      body: { ids: ['c1', 'c3', 'c2'] },
    });
  });
});
