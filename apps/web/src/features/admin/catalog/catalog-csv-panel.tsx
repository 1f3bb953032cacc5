import {
  type CsvRowError,
  DEFAULT_IMPORT_GROUPS,
  PRODUCT_IMPORT_GROUPS,
  type ProductImportChange,
  type ProductImportGroup,
  type ProductImportResult,
} from '@tokri/core';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { downloadCatalogue, useImportCatalogue } from './catalog-api.js';
import { catalogTexts, useCatalogText } from './catalog-texts.js';
import { CheckField } from './form-fields.js';

type Text = ReturnType<typeof useCatalogText>;
type ColumnKey = keyof typeof catalogTexts.texts.en.csv.columns;

/** A CSV column as people read it: its label in the reader's language, never the column's code name. */
function columnLabel(text: Text, column: string): string {
  return Object.hasOwn(catalogTexts.texts.en.csv.columns, column)
    ? text(`csv.columns.${column as ColumnKey}`)
    : column;
}

/** One product or pack the import creates or changes, with each changed cell as before → after. */
function ChangeItem({ change, text }: { change: ProductImportChange; text: Text }) {
  const title = change.pack
    ? text('csv.packRow', { slug: change.slug, pack: change.pack })
    : text('csv.productRow', { slug: change.slug });
  const cell = (value: string) => (value === '' ? text('csv.empty') : value);
  return (
    <li className="space-y-1">
      <p className="font-medium">
        {title}
        {change.kind === 'created' ? ` · ${text(change.pack ? 'csv.newPack' : 'csv.newProduct')}` : null}
      </p>
      {change.fields.length > 0 ? (
        <ul className="list-disc pl-5">
          {change.fields.map((field) => (
            <li key={field.column}>
              {text('csv.change', {
                column: columnLabel(text, field.column),
                before: cell(field.before),
                after: cell(field.after),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Export every product as CSV, and import a file: checked first, applied all or nothing (ADR 0034). The admin
 * chooses which columns apply to existing products; stock is off unless ticked and then moves only by what the
 * file changed since its download (ADR 0078). The check lists every change, field by field.
 */
export function CatalogCsvPanel() {
  const text = useCatalogText();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [groups, setGroups] = useState<ProductImportGroup[]>([...DEFAULT_IMPORT_GROUPS]);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<ProductImportResult | null>(null);
  const [problems, setProblems] = useState<CsvRowError[]>([]);
  const importer = useImportCatalogue();

  const toggle = (group: ProductImportGroup, on: boolean) =>
    setGroups((current) =>
      PRODUCT_IMPORT_GROUPS.filter((each) => (each === group ? on : current.includes(each))),
    );

  async function run(dryRun: boolean, event?: FormEvent) {
    event?.preventDefault();
    if (!file || groups.length === 0) return;
    setMessage('');
    setResult(null);
    setProblems([]);
    try {
      const answer = await importer.mutateAsync({ text: await file.text(), dryRun, apply: groups });
      setResult(answer);
      setMessage(
        text(dryRun ? 'csv.checked' : 'csv.imported', {
          created: answer.created,
          updated: answer.updated,
          unchanged: answer.unchanged,
        }),
      );
    } catch (caught) {
      const rows =
        caught instanceof ApiError ? (caught.details.rows as CsvRowError[] | undefined) : undefined;
      if (rows) setProblems(rows);
      else setMessage((caught as Error).message);
    }
  }

  const disabled = !file || groups.length === 0 || importer.isPending;
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
        <fieldset aria-describedby={hintId} className="space-y-1">
          <legend className="text-sm font-medium">{text('csv.apply')}</legend>
          {PRODUCT_IMPORT_GROUPS.map((group) => (
            <CheckField
              key={group}
              label={text(`csv.group_${group}`)}
              checked={groups.includes(group)}
              onChange={(on) => toggle(group, on)}
            />
          ))}
          <p id={hintId} className="text-sm text-stone-700 dark:text-stone-300">
            {text('csv.stockHint')}
          </p>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={disabled} onClick={() => run(true)}>
            {text('csv.check')}
          </Button>
          <Button type="submit" disabled={disabled}>
            {text('csv.import')}
          </Button>
        </div>
      </form>
      {message ? <p role="status">{message}</p> : null}
      {result && result.changes.length > 0 ? (
        <section aria-labelledby="catalog-csv-changes" className="space-y-2 text-sm">
          <h3 id="catalog-csv-changes" className="font-semibold">
            {text('csv.changes')} ({text('csv.changesCount', { count: result.changes.length })})
          </h3>
          <ul className="space-y-2">
            {result.changes.map((change) => (
              <ChangeItem
                key={`${change.row}-${change.slug}-${change.pack ?? ''}`}
                change={change}
                text={text}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-300">
          <p>{text('csv.problems')}</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.row}-${problem.column}-${problem.message}`}>
                {problem.column
                  ? text('csv.problem', { ...problem, column: columnLabel(text, problem.column) })
                  : text('csv.problemNoColumn', { ...problem })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
