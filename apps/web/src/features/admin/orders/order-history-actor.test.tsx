import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import type { OrderView } from '../../../shared/types/order.js';
import { OrderHistory } from './order-card-parts.js';

/** Issue 32 minor: the console's order history showed raw role codes ("customer द्वारा") in Hindi. */

const ORDER = {
  id: 'o1',
  history: [
    { from: null, to: 'placed', actor: 'customer', at: '2026-12-01T04:30:00Z', note: null },
    { from: 'placed', to: 'confirmed', actor: 'admin', at: '2026-12-01T04:35:00Z', note: null },
    { from: 'confirmed', to: 'picked_up', actor: 'rider', at: '2026-12-01T04:50:00Z', note: null },
    { from: 'picked_up', to: 'cancelled', actor: 'system', at: '2026-12-01T05:50:00Z', note: null },
  ],
} as unknown as OrderView;

function renderHistory() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return render(<OrderHistory order={ORDER} />, { wrapper }).container.textContent ?? '';
}

describe('who changed an order’s status, in the console’s history', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('when read in Hindi, then each role is named in Hindi and no role code is left', async () => {
    await changeLanguage('hi');
    const text = renderHistory();
    for (const name of ['ग्राहक द्वारा', 'एडमिन द्वारा', 'डिलीवरी पार्टनर द्वारा', 'टोकरी द्वारा'])
      expect(text).toContain(name);
    expect(text).not.toMatch(/customer|admin|rider|system/);
  });

  it('when read in Telugu, then each role is named in Telugu', async () => {
    await changeLanguage('te');
    const text = renderHistory();
    for (const name of ['కస్టమర్ ద్వారా', 'అడ్మిన్ ద్వారా', 'డెలివరీ భాగస్వామి ద్వారా', 'టోకరి ద్వారా']) expect(text).toContain(name);
    expect(text).not.toMatch(/customer|admin|rider|system/);
  });

  it('when read in English, then it says who in words', async () => {
    const text = renderHistory();
    expect(text).toContain('by the customer');
    expect(text).toContain('by the delivery partner');
    expect(text).not.toMatch(/by (customer|admin|rider|system)\b/);
  });
});
