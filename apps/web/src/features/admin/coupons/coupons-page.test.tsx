import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminCoupon } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminCouponsPage } from './coupons-page.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../admin-api.js', () => ({ useAdminStats: () => ({ data: undefined }) }));

const SAVE10: AdminCoupon = {
  id: 'c1',
  code: 'SAVE10',
  description: '',
  kind: 'percent',
  value: 10,
  maxDiscountPaise: 10_000,
  minOrderPaise: 49_900,
  validFrom: null,
  validUntil: '2026-12-31',
  usageLimit: null,
  perUserLimit: 1,
  firstOrderOnly: false,
  isActive: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  usageCount: 3,
  revenuePaise: 150_000,
  discountPaise: 15_000,
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<AdminCouponsPage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

describe('AdminCouponsPage', () => {
  it('when coupons are listed, then each shows its rules, usage, revenue and discount given', async () => {
    vi.mocked(api).mockResolvedValue({ items: [SAVE10] } as never);
    renderPage();
    const card = await screen.findByTestId('admin-coupon');
    expect(card.textContent).toContain('SAVE10');
    expect(card.textContent).toContain('10% off · up to ₹100 · on orders from ₹499');
    expect(card.textContent).toContain('Uses: no limit in all, 1 per customer');
    expect(within(card).getByText('Orders').nextSibling?.textContent).toBe('3');
    expect(within(card).getByText('Revenue').nextSibling?.textContent).toBe('₹1,500');
    expect(within(card).getByText('Discount given').nextSibling?.textContent).toBe('₹150');
  });

  it('when a new coupon is refused per field, then each message shows next to its field; fixed, it is sent in paise', async () => {
    vi.mocked(api).mockImplementation(async (_path, request) => {
      if (request?.method === 'POST') {
        const body = request.body as { code: string };
        if (body.code === 'SAVE10')
          throw new ApiError(409, 'COUPON_CODE_TAKEN', 'Another coupon already uses the code SAVE10.', {
            code: 'Another coupon already uses the code SAVE10.',
          });
        return { coupon: { ...SAVE10, id: 'c2', code: 'FLAT50' } } as never;
      }
      return { items: [SAVE10] } as never;
    });
    renderPage();
    await screen.findByTestId('admin-coupon');
    fireEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = screen.getByRole('form', { name: 'New coupon' });
    fireEvent.input(within(form).getByLabelText('Code'), { target: { value: 'SAVE10' } });
    fireEvent.click(within(form).getByLabelText('Fixed amount off'));
    fireEvent.input(within(form).getByLabelText('Amount off (₹)'), { target: { value: '50' } });
    fireEvent.input(within(form).getByLabelText('Minimum order (₹)'), { target: { value: '299.50' } });
    fireEvent.input(within(form).getByLabelText('Uses per customer'), { target: { value: '2' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' })));
    const code = within(form).getByLabelText('Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Another coupon already uses the code SAVE10.')).toBeTruthy();
    // Issue 32: the summary says what to do and names no field path.
    expect(toast.error).toHaveBeenCalledWith(
      'Not saved. Some fields need correcting: each one says what is wrong.',
    );

    fireEvent.input(code, { target: { value: 'flat50' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Coupon FLAT50 saved'));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/coupons', {
      method: 'POST',
      body: expect.objectContaining({
        code: 'flat50',
        kind: 'flat',
        value: 5_000,
        maxDiscountPaise: null,
        minOrderPaise: 29_950,
        perUserLimit: 2,
        usageLimit: null,
      }),
    });
    expect(screen.queryByRole('form')).toBeNull();
  }, 20_000);

  it('when the admin switches a coupon off, then the active flag is sent for that coupon', async () => {
    vi.mocked(api).mockResolvedValue({ items: [SAVE10] } as never);
    renderPage();
    await screen.findByTestId('admin-coupon');
    vi.mocked(api).mockResolvedValueOnce({ coupon: { ...SAVE10, isActive: false } } as never);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch off SAVE10' })));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/coupons/c1/active', {
      method: 'PUT',
      body: { isActive: false },
    });
  });

  it('when the admin reads Telugu, then the page has no English left but the code', async () => {
    await changeLanguage('te');
    vi.mocked(api).mockResolvedValue({ items: [SAVE10] } as never);
    renderPage();
    await screen.findByTestId('admin-coupon');
    fireEvent.click(screen.getAllByRole('button')[0]!);
    const visible = (screen.getByTestId('admin-page').textContent ?? '').replaceAll('SAVE10', '');
    expect(visible).not.toMatch(/[A-Za-z]{3,}/);
  });
});
