import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { retryableLazy } from './retryable-lazy.js';
import { RouteErrorBoundary } from './route-error-boundary.js';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/orders-page.js');

/** A page that fails to render for a reason other than a lost download. */
function Broken(): never {
  throw new Error('boom');
}

describe('a page whose code fails to load', () => {
  it('when offline, then "You\'re offline" shows once (no import loop) and the page opens by itself when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <h1>Your orders</h1> });
    const Page = retryableLazy(load);
    render(
      <RouteErrorBoundary resetKey="/orders">
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await screen.findByText(
      "This page needs a connection to open. It will open by itself when you're back online.",
    );
    // React renders again after an error; that must not start another import.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByRole('heading', { name: 'Your orders' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a page fails to render for another reason, then the shell keeps a plain error with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary resetKey="/profile">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('page-error').textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
