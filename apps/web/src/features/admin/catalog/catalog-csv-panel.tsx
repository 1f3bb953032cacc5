import type { CsvRowError } from '@tokri/core';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { downloadCatalogue, useImportCatalogue } from './catalog-api.js';
import { useCatalogText } from './catalog-texts.js';

/** Export every product as CSV, and import a file: checked first, applied all or nothing (ADR 0034). */
export function CatalogCsvPanel() {
  const text = useCatalogText();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<CsvRowError[]>([]);
  const importer = useImportCatalogue();

  async function run(dryRun: boolean, event?: FormEvent) {
    event?.preventDefault();
    if (!file) return;
    setMessage('');
    setProblems([]);
    try {
      const result = await importer.mutateAsync({ text: await file.text(), dryRun });
      setMessage(
        text(dryRun ? 'csv.checked' : 'csv.imported', { created: result.created, updated: result.updated }),
      );
    } catch (caught) {
      const rows =
        caught instanceof ApiError ? (caught.details.rows as CsvRowError[] | undefined) : undefined;
      if (rows) setProblems(rows);
      else setMessage((caught as Error).message);
    }
  }

  return (
    <section aria-labelledby="catalog-csv" className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <h2 id="catalog-csv" className="font-semibold">
        {text('csv.title')}
      </h2>
      <Button
        variant="secondary"
        onClick={() => downloadCatalogue().catch((error: Error) => setMessage(error.message))}
      >
        {text('csv.export')}
      </Button>
      <form onSubmit={(event) => run(false, event)} className="space-y-2">
        <label htmlFor={fileId} className="block text-sm font-medium">
          {text('csv.importLabel')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="block min-h-11 w-full text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!file || importer.isPending} onClick={() => run(true)}>
            {text('csv.check')}
          </Button>
          <Button type="submit" disabled={!file || importer.isPending}>
            {text('csv.import')}
          </Button>
        </div>
      </form>
      {message ? <p role="status">{message}</p> : null}
      {problems.length > 0 ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-300">
          <p>{text('csv.problems')}</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.row}-${problem.column}-${problem.message}`}>
                {text('csv.problem', { ...problem })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
