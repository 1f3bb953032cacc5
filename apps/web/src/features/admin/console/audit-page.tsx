import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { AdminLayout } from '../admin-layout.js';
import { useAdminText } from './admin-texts.js';
import { useAuditPage } from './console-api.js';

/** The kinds of change the log records today (the filter offers these; the log takes any). */
const ENTITIES = [
  'order',
  'product',
  'category',
  'coupon',
  'seller_location',
  'rider',
  'user',
  'broadcast',
  'subscription',
];

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

/** /admin/audit: every admin change, newest first, with who and the values before and after. */
export function AuditPage() {
  const text = useAdminText();
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAuditPage(entity, page);
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;
  const go = (next: { entity?: string | null; page?: number }) => {
    const query: Record<string, string> = {};
    const nextEntity = next.entity === undefined ? entity : next.entity;
    if (nextEntity) query.entity = nextEntity;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query);
  };
  return (
    <AdminLayout title={text('nav.audit')}>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{text('audit.intro')}</p>
      <label className="mb-3 flex max-w-xs flex-col gap-1 text-sm font-medium">
        {text('audit.filter')}
        <select
          value={entity ?? ''}
          onChange={(event) => go({ entity: event.currentTarget.value || null })}
          className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-900"
        >
          <option value="">{text('audit.all')}</option>
          {ENTITIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      {audit.isPending ? <Spinner label={t('app.loading')} /> : null}
      {audit.isError ? (
        <QueryError
          message={text('audit.loadFailed')}
          detail={audit.error.message}
          retryLabel={text('charts.retry')}
          onRetry={() => void audit.refetch()}
        />
      ) : null}
      {audit.data?.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center dark:bg-stone-900">{text('audit.empty')}</p>
      ) : null}
      {audit.data && audit.data.items.length > 0 ? (
        <section
          aria-label={text('nav.audit')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; the keyboard must reach it to scroll (axe scrollable-region-focusable, issue 32)
          tabIndex={0}
          className="overflow-x-auto rounded-2xl bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-stone-900"
        >
          <table className="w-full text-left text-sm" data-testid="audit-table">
            <thead className="text-xs text-stone-600 dark:text-stone-400">
              <tr>
                <th scope="col" className="p-2">
                  {text('audit.when')}
                </th>
                <th scope="col" className="p-2">
                  {text('audit.who')}
                </th>
                <th scope="col" className="p-2">
                  {text('audit.what')}
                </th>
                <th scope="col" className="p-2">
                  {text('audit.before')}
                </th>
                <th scope="col" className="p-2">
                  {text('audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {audit.data.items.map((entry) => (
                <tr key={entry.id} className="border-t border-stone-200 align-top dark:border-stone-800">
                  <td className="p-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                  </td>
                  <td className="p-2">{entry.actor?.name ?? entry.actor?.email ?? text('audit.system')}</td>
                  <td className="p-2">
                    <span className="font-medium">
                      {entry.entity} · {entry.action}
                    </span>
                    {entry.entityId ? (
                      <span className="block text-xs text-stone-600 dark:text-stone-400">
                        …{entry.entityId.slice(-8)}
                      </span>
                    ) : null}
                    {entry.note ? <span className="block text-xs">{entry.note}</span> : null}
                  </td>
                  <td className="max-w-64 p-2">
                    <pre className="text-xs break-all whitespace-pre-wrap">{shown(entry.before)}</pre>
                  </td>
                  <td className="max-w-64 p-2">
                    <pre className="text-xs break-all whitespace-pre-wrap">{shown(entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {audit.data && pages > 1 ? (
        <nav aria-label={text('audit.page', { page, pages })} className="mt-3 flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {text('audit.previous')}
          </Button>
          <span className="text-sm">{text('audit.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            {text('audit.next')}
          </Button>
        </nav>
      ) : null}
    </AdminLayout>
  );
}
