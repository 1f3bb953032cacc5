import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { ApiError } from '../../shared/api/api-error.js';
import { MyDataPage } from './my-data-page.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('Download my data (issue 32 minor)', () => {
  it('when the server answers 429, then its message with the wait is shown, not "Network error"', async () => {
    const message = 'You just downloaded your data. Please try again in 42 seconds.';
    vi.mocked(api).mockRejectedValue(new ApiError(429, 'PRIVACY_EXPORT_TOO_SOON', message));
    render(
      <MemoryRouter>
        <MyDataPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getAllByRole('button')[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
