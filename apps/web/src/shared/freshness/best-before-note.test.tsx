import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.js';
import { api } from '../api/api-client.js';
import { BestBeforeNote } from './best-before-note.js';

vi.mock('../api/api-client.js', () => ({ api: vi.fn() }));

/** Issue 15 item 3: the product page and the cart show the FEFO lot's best-before, as an IST date. */

function show(productId: string, variantId: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BestBeforeNote productId={productId} variantId={variantId} />
      <p>loaded</p>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('the best-before note', () => {
  it('when the product has lots, then it shows the date of its own row (product or pack), in the reader’s language', async () => {
    vi.mocked(api).mockResolvedValue({
      items: [
        { productId: 'p1', variantId: null, bestBefore: '2026-11-28' },
        { productId: 'p1', variantId: 'v1', bestBefore: '2026-12-20' },
      ],
    });
    show('p1', 'v1');
    expect((await screen.findByTestId('best-before')).textContent).toBe('Best before 20 Dec 2026');
    cleanup();
    await changeLanguage('hi');
    show('p1', null);
    const hindi = new Intl.DateTimeFormat('hi-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      numberingSystem: 'latn',
    }).format(new Date('2026-11-28T12:00:00+05:30'));
    expect((await screen.findByTestId('best-before')).textContent).toBe(`सर्वोत्तम उपयोग: ${hindi} से पहले`);
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/best-before?productIds=p1');
  });

  it('when the product has no lots, then nothing is shown', async () => {
    vi.mocked(api).mockResolvedValue({ items: [] });
    show('p2', null);
    await screen.findByText('loaded');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('best-before')).toBeNull();
  });
});
