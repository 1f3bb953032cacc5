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
  it('when the server refuses rows, then each row is listed with the column’s label (not its code) and the message', async () => {
    const mutateAsync = vi.fn().mockRejectedValue(
      new ApiError(
        422,
        'CSV_ROWS_INVALID',
        'Nothing was imported: the file has 3 problems, listed by row.',
        {},
        {
          rows: [
            { row: 2, column: 'price_inr', message: 'Enter a price in rupees, like 45 or 45.50.' },
            { row: 3, column: 'name_hi', message: 'This is too long. Please shorten it.' },
            { row: 4, column: '', message: 'The file cannot be read as CSV here.' },
          ],
        },
      ),
    );
    vi.mocked(useImportCatalogue).mockReturnValue({ mutateAsync, isPending: false } as never);
    render(<CatalogCsvPanel />);
    chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(mutateAsync).toHaveBeenCalledWith({
      text: 'slug,pack\n',
      dryRun: false,
      apply: ['prices', 'texts', 'details'],
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported');
    expect(alert.textContent).toContain('Row 2, Price (₹): Enter a price in rupees, like 45 or 45.50.');
    expect(alert.textContent).toContain('Row 3, Name (Hindi): This is too long. Please shorten it.');
    expect(alert.textContent).toContain('Row 4: The file cannot be read as CSV here.');
    expect(alert.textContent).not.toMatch(/price_inr|name_hi/);
  });

  it('when a file is checked, then a dry run is asked for and each change is listed, field by field, before → after', async () => {
    const mutateAsync = vi.fn().mockResolvedValue({
      dryRun: true,
      applied: ['prices', 'texts', 'details'],
      created: 1,
      updated: 1,
      unchanged: 136,
      packs: 0,
      changes: [
        {
          row: 4,
          slug: 'fresh-paneer',
          pack: null,
          kind: 'updated',
          fields: [{ column: 'price_inr', before: '90.00', after: '95.00' }],
        },
        {
          row: 9,
          slug: 'fresh-paneer',
          pack: '1 kg',
          kind: 'updated',
          fields: [{ column: 'hsn_code', before: '', after: '0406' }],
        },
        { row: 12, slug: 'forest-honey', pack: null, kind: 'created', fields: [] },
      ],
    });
    vi.mocked(useImportCatalogue).mockReturnValue({ mutateAsync, isPending: false } as never);
    render(<CatalogCsvPanel />);
    chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check the file' })));
    expect(mutateAsync).toHaveBeenCalledWith({
      text: 'slug,pack\n',
      dryRun: true,
      apply: ['prices', 'texts', 'details'],
    });
    expect(screen.getByRole('status').textContent).toBe(
      'The file is fine. Importing it would add 1 and change 1 products; 136 stay as they are.',
    );
    const list = screen.getByRole('heading', { name: /What changes/ }).parentElement!;
    expect(list.textContent).toContain('3 rows change');
    expect(list.textContent).toContain('fresh-paneer');
    expect(list.textContent).toContain('Price (₹): 90.00 → 95.00');
    expect(list.textContent).toContain('fresh-paneer, pack 1 kg');
    expect(list.textContent).toContain('HSN code: (empty) → 0406');
    expect(list.textContent).toContain('forest-honey · New product');
  });

  it('when stock is ticked, then the import applies it too; it is off until then, and nothing runs with no column chosen', async () => {
    const mutateAsync = vi.fn().mockResolvedValue({
      dryRun: false,
      applied: ['stock'],
      created: 0,
      updated: 0,
      unchanged: 1,
      packs: 0,
      changes: [],
    });
    vi.mocked(useImportCatalogue).mockReturnValue({ mutateAsync, isPending: false } as never);
    render(<CatalogCsvPanel />);
    chooseFile();
    const stock = screen.getByRole('checkbox', { name: 'Stock' }) as HTMLInputElement;
    expect(stock.checked).toBe(false);
    for (const name of [
      'Prices and discounts',
      'Names, descriptions and search words',
      'Category, unit, GST, on sale and nutrition',
    ])
      fireEvent.click(screen.getByRole('checkbox', { name }));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(stock);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(mutateAsync).toHaveBeenCalledWith({ text: 'slug,pack\n', dryRun: false, apply: ['stock'] });
  });

  it('when shown in Telugu, then the choices, the labels and the change list are in Telugu', async () => {
    await changeLanguage('te');
    const mutateAsync = vi.fn().mockResolvedValue({
      dryRun: true,
      applied: ['prices'],
      created: 0,
      updated: 1,
      unchanged: 0,
      packs: 0,
      changes: [
        {
          row: 1,
          slug: 'curd',
          pack: null,
          kind: 'updated',
          fields: [{ column: 'price_inr', before: '40.00', after: '45.00' }],
        },
      ],
    });
    vi.mocked(useImportCatalogue).mockReturnValue({ mutateAsync, isPending: false } as never);
    render(<CatalogCsvPanel />);
    fireEvent.change(screen.getByLabelText('దిగుమతి చేసే ఫైల్'), {
      target: { files: [new File(['x'], 'p.csv', { type: 'text/csv' })] },
    });
    expect(screen.getByRole('checkbox', { name: 'స్టాక్' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ఫైల్ తనిఖీ చేయండి' })));
    expect(document.body.textContent).toContain('ధర (₹): 40.00 నుండి 45.00');
  });
});
