import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { AdminRider } from '@tokri/core';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api-client.js';
import { useRiderOptions } from './rider-api.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));

const rider = (id: string, fullName: string, isActive: boolean): AdminRider => ({
  id,
  userId: null,
  fullName,
  email: null,
  phone: null,
  vehicleType: 'ev_scooter',
  vehicleNumber: null,
  homeStoreId: null,
  homeStoreName: null,
  isActive,
  isOnline: false,
  deliveredToday: 0,
  createdAt: '2026-11-01T04:30:00.000Z',
});

describe('useRiderOptions', () => {
  it('when the server lists riders as { riders } (its real answer), then the active ones are the options', async () => {
    // The shape GET /api/admin/riders answers (admin-people-routes.ts); reading `items` left the select empty.
    vi.mocked(api).mockResolvedValue({
      riders: [rider('r1', 'Ravi Kumar', true), rider('r2', 'Suresh Babu', false)],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRiderOptions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(vi.mocked(api).mock.calls[0]?.[0]).toBe('/api/admin/riders');
    expect(result.current.data?.map((option) => option.fullName)).toEqual(['Ravi Kumar']);
  });
});
