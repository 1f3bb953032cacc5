import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomerDetail, AdminRider, AdminRiderCash } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { toast } from '../../../shared/ui/toast.js';
import { CustomerDetailPage } from './customer-detail-page.js';
import { CustomersPage } from './customers-page.js';
import { RidersPage } from './riders-page.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../admin-api.js', () => ({ useAdminStats: () => ({ data: undefined }) }));

const RIDER: AdminRider = {
  id: 'r1',
  userId: 'u-r1',
  fullName: 'Ravi Kumar',
  email: 'rider@delivery.tokri.in',
  phone: '+919876543212',
  vehicleType: 'ev_scooter',
  vehicleNumber: 'KA01AB1234',
  homeStoreId: 's1',
  homeStoreName: 'Tokri Jayanagar',
  isActive: true,
  isOnline: true,
  deliveredToday: 3,
  createdAt: '2026-11-01T04:30:00.000Z',
};
/** GET /api/admin/riders/cash (issue 14): today's cash per rider. */
const CASH: AdminRiderCash = {
  date: '2026-11-26',
  riders: [
    { riderId: 'r1', name: 'Ravi Kumar', deliveries: 3, cashCollectedPaise: 1_234_50 },
    { riderId: 'r2', name: 'Suresh Babu', deliveries: 1, cashCollectedPaise: 500_00 },
  ],
  totalPaise: 1_734_50,
};
const DETAIL: AdminCustomerDetail = {
  customer: {
    id: 'c1',
    fullName: 'Meera Krishnan',
    email: 'meera@example.in',
    phone: '+919845012345',
    isAdmin: false,
    blockedAt: null,
    blockedReason: null,
    orderCount: 2,
    totalSpentPaise: 12_345,
    createdAt: '2026-10-01T04:30:00.000Z',
  },
  orders: [
    {
      id: 'order-aaaa1111',
      status: 'delivered',
      paymentStatus: 'paid_cod',
      totalPaise: 12_345,
      createdAt: '2026-11-20T04:30:00.000Z',
    },
  ],
  subscriptions: [
    {
      id: 'p1',
      productName: 'Toned Milk',
      type: 'daily',
      quantity: 2,
      isActive: true,
      nextDeliveryDate: '2026-11-26',
      createdAt: '2026-11-01T04:30:00.000Z',
    },
  ],
};

// jsdom has no modal dialogs: open and close just toggle the attribute.
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

function renderAt(path: string, element: ReactNode, pattern = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CustomersPage', () => {
  it('when customers are listed, then each link is named by its visible text, the name first', async () => {
    vi.mocked(api).mockResolvedValue({
      customers: [DETAIL.customer],
      page: 1,
      pageSize: 25,
      total: 1,
    } as never);
    renderAt('/admin/customers', <CustomersPage />);
    const link = await screen.findByTestId('admin-customer');
    // No aria-label replacing the text: a speech user says what they see (WCAG 2.5.3).
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('link', { name: /^Meera Krishnan/ })).toBe(link);
    // The phone and the order number read as on the customer's own pages.
    expect(link.textContent).toContain('+91 98450 12345');
  });
});

describe('RidersPage', () => {
  it('when the server refuses the email, then its translated message shows next to the email field', async () => {
    vi.mocked(api).mockImplementation(async (path, request) => {
      if (path === '/api/admin/riders' && request?.method === 'POST') {
        throw new ApiError(422, 'RIDER_EMAIL_DOMAIN', 'A rider’s email must end with @delivery.tokri.in.', {
          email: 'A rider’s email must end with @delivery.tokri.in.',
        });
      }
      if (path === '/api/admin/riders') return { riders: [RIDER] } as never;
      if (path === '/api/admin/riders/cash') return CASH as never;
      return { items: [{ id: 's1', name: 'Tokri Jayanagar', city: 'Bengaluru' }] } as never;
    });
    renderAt('/admin/riders', <RidersPage />);
    const row = await screen.findByTestId('admin-rider');
    expect(row.textContent).toContain('Electric scooter · KA01AB1234 · Tokri Jayanagar');
    expect(row.textContent).toContain('rider@delivery.tokri.in · +91 98765 43212');
    expect(row.textContent).toContain('Delivered today: 3');

    fireEvent.click(screen.getByRole('button', { name: 'Add a rider' }));
    fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Suresh' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'suresh@gmail.com' } });
    fireEvent.input(screen.getByLabelText('Mobile number'), { target: { value: '98450 12345' } });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Tokri Jayanagar (Bengaluru)' })).toBeTruthy(),
    );
    fireEvent.change(screen.getByLabelText('Home store'), { target: { value: 's1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/riders', {
      method: 'POST',
      body: {
        fullName: 'Suresh',
        email: 'suresh@gmail.com',
        phone: '98450 12345',
        vehicleType: 'motorcycle',
        vehicleNumber: null,
        homeStoreId: 's1',
        isActive: true,
      },
    });
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(email.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByText('A rider’s email must end with @delivery.tokri.in.')).toBeTruthy();
  });
});

describe('the riders page’s cash of the day', () => {
  it('when riders collected cash today, then each one’s cash and the total show, in rupees', async () => {
    vi.mocked(api).mockImplementation(async (path) => {
      if (path === '/api/admin/riders') return { riders: [RIDER] } as never;
      if (path === '/api/admin/riders/cash') return CASH as never;
      return { items: [] } as never;
    });
    renderAt('/admin/riders', <RidersPage />);
    const table = await screen.findByRole('table', { name: 'Cash collected today' });
    const rows = within(table).getAllByTestId('rider-cash-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Ravi Kumar3₹1,234.50', 'Suresh Babu1₹500']);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(screen.getByTestId('rider-cash-total').textContent).toBe('₹1,734.50');
    // Wider than a phone, the table scrolls inside a named region the keyboard can reach (axe, issue 32).
    const scroller = screen.getByRole('region', { name: 'Cash collected today' });
    expect(scroller.contains(table)).toBe(true);
    expect(scroller.tabIndex).toBe(0);
  });
});

describe('the admin people pages in Telugu', () => {
  it('when the admin reads Telugu, then the riders and customer pages have no English left but names and numbers', async () => {
    await changeLanguage('te');
    vi.mocked(api).mockImplementation(async (path) => {
      if (path === '/api/admin/riders') return { riders: [RIDER] } as never;
      if (path === '/api/admin/riders/cash') return CASH as never;
      if (path.startsWith('/api/admin/customers/')) return DETAIL as never;
      return { items: [] } as never;
    });
    const data = [
      RIDER.fullName,
      RIDER.email!,
      RIDER.vehicleNumber!,
      RIDER.homeStoreName!,
      'Meera Krishnan',
      'meera@example.in',
      '#aaaa1111',
      'Toned Milk',
      'Suresh Babu',
    ];
    const english = () => {
      let visible = screen.getByTestId('admin-page').textContent ?? '';
      for (const value of data) visible = visible.replaceAll(value, '');
      return visible.match(/[A-Za-z]{3,}/g);
    };
    const riders = renderAt('/admin/riders', <RidersPage />);
    await screen.findByTestId('admin-rider');
    await screen.findByTestId('rider-cash-total');
    expect(english()).toBeNull();
    riders.unmount();
    renderAt('/admin/customers/c1', <CustomerDetailPage />, '/admin/customers/:id');
    await screen.findByText('ఇటీవలి ఆర్డర్‌లు');
    expect(english()).toBeNull();
  });
});

describe('CustomerDetailPage', () => {
  it('when the admin blocks with a reason, then the block call carries it and the customer is refetched', async () => {
    let detail = DETAIL;
    vi.mocked(api).mockImplementation(async (path, request) => {
      if (path === '/api/admin/customers/c1/block') {
        detail = {
          ...detail,
          customer: { ...detail.customer, blockedAt: '2026-11-25T10:00:00.000Z', blockedReason: 'Fraud' },
        };
        return { userId: 'c1', changed: true } as never;
      }
      expect(request?.method).toBeUndefined();
      return detail as never;
    });
    renderAt('/admin/customers/c1', <CustomerDetailPage />, '/admin/customers/:id');
    await screen.findByText('Recent orders');
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getByText(/Quantity 2 · Next delivery 26 Nov 2026/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Block customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this customer?' });
    fireEvent.input(within(dialog).getByLabelText('Reason'), { target: { value: 'Fraud' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Block' })));

    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/customers/c1/block', {
      method: 'POST',
      body: { reason: 'Fraud' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Customer blocked.'));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make admin' })).toBeNull();
  });

  it('when the admin makes a customer an admin, then it asks first and only the confirm sends it', async () => {
    vi.mocked(api).mockImplementation(async (path) =>
      path.endsWith('/admin') ? ({ userId: 'c1', changed: true } as never) : (DETAIL as never),
    );
    renderAt('/admin/customers/c1', <CustomerDetailPage />, '/admin/customers/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Make admin' }));
    expect(vi.mocked(api)).not.toHaveBeenCalledWith('/api/admin/users/c1/admin', expect.anything());
    const dialog = screen.getByRole('dialog', { name: 'Make this user an admin?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/users/c1/admin', { method: 'POST', body: {} });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Role updated.'));
  });
});
