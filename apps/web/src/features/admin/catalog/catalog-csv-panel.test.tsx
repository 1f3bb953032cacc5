import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { useImportCatalogue } from './catalog-api.js';
import { CatalogCsvPanel } from './catalog-csv-panel.js';

vi.mock('./catalog-api.js', () => ({ downloadCatalogue: vi.fn(), useImportCatalogue: vi.fn() }));

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

function chooseFile() {
  const file = new File(['slug,pack\n'], 'products.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('File to import'), { target: { files: [file] } });
}

describe('CatalogCsvPanel', () => {
  it('when the server refuses rows, then each row, column and message is listed and nothing is said to be imported', async () => {
    const mutateAsync = vi.fn().mockRejectedValue(
      new ApiError(
        422,
        'INVALID_DATA',
        'Invalid data: 2:price_inr',
        {},
        {
          rows: [
            { row: 2, column: 'price_inr', message: 'Please check this field.' },
            { row: 3, column: 'category', message: 'No data found.' },
          ],
        },
      ),
    );
    vi.mocked(useImportCatalogue).mockReturnValue({ mutateAsync, isPending: false } as never);
    render(<CatalogCsvPanel />);
    chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(mutateAsync).toHaveBeenCalledWith({ text: 'slug,pack\n', dryRun: false });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported');
    expect(alert.textContent).toContain('Row 2, price_inr: Please check this field.');
    expect(alert.textContent).toContain('Row 3, category: No data found.');
  });

  it('when a file is checked, then a dry run is asked for and its counts are shown', async () => {
    const mutateAsync = vi.fn().mockResolvedValue({ dryRun: true, created: 2, updated: 5, packs: 1 });
    vi.mocked(useImportCatalogue).mockReturnValue({ mutateAsync, isPending: false } as never);
    render(<CatalogCsvPanel />);
    chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check the file' })));
    expect(mutateAsync).toHaveBeenCalledWith({ text: 'slug,pack\n', dryRun: true });
    expect(screen.getByRole('status').textContent).toBe('The file is fine: 2 new and 5 changed products.');
  });
});
