import { formatIstDate, type IstDate, startOfIstDay } from '@tokri/core';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { useFixerActions, useFixerReport } from './fixer-api.js';
import { useFixerText } from './fixer-texts.js';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const cardClass = 'flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 dark:bg-stone-900';

/** /admin/subscription-fixer: what the midnight run may have got wrong, and the two idempotent, audited repairs. */
export function SubscriptionFixerPage() {
  const { t } = useTranslation();
  const text = useFixerText();
  const language = useLanguage();
  const report = useFixerReport();
  const { recompute, createMissing } = useFixerActions();
  const day = (date: IstDate | null) =>
    date ? formatIstDate(startOfIstDay(date), language) : text('wrong.noDate');
  const customer = (name: string | null) => text('customer', { name: name || text('unknownCustomer') });
  const failed = (error: Error) => toast.error(text('failed', { message: error.message }));

  return (
    <AdminLayout title={t('pages.adminSubscriptionFixer')}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{text('intro')}</p>
      {report.isPending ? <Spinner label={text('refresh')} /> : null}
      {report.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={report.error.message}
          retryLabel={text('retry')}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {report.data ? (
        <div className="space-y-6">
          <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {text('refresh')}
          </Button>
          <Section id="fixer-wrong" title={text('wrong.heading')}>
            {report.data.wrongNextDate.length === 0 ? (
              <p>{text('wrong.none')}</p>
            ) : (
              <ul className="space-y-2">
                {report.data.wrongNextDate.map((row) => (
                  <li key={row.subscriptionId} className={cardClass} data-testid="fixer-wrong-date">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{row.productName}</p>
                      <p className="text-sm">{customer(row.customerName)}</p>
                      <p className="text-sm">
                        {text('wrong.stored', { date: day(row.storedNextDeliveryDate) })} ·{' '}
                        {text('wrong.expected', { date: day(row.expectedNextDeliveryDate) })}
                      </p>
                    </div>
                    <Button
                      disabled={recompute.isPending}
                      onClick={() =>
                        recompute.mutate(row.subscriptionId, {
                          onSuccess: (result) =>
                            toast.success(
                              result.changed
                                ? text('wrong.fixed', { date: day(result.after) })
                                : text('wrong.unchanged'),
                            ),
                          onError: failed,
                        })
                      }
                    >
                      {text('wrong.fix')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="fixer-missing" title={text('missing.heading')}>
            {report.data.missingOrders.length === 0 ? (
              <p>{text('missing.none')}</p>
            ) : (
              <ul className="space-y-2">
                {report.data.missingOrders.map((row) => (
                  <li
                    key={`${row.subscriptionId}:${row.deliveryDate}`}
                    className={cardClass}
                    data-testid="fixer-missing"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{row.productName}</p>
                      <p className="text-sm">{customer(row.customerName)}</p>
                      <p className="text-sm">{text('missing.day', { date: day(row.deliveryDate) })}</p>
                    </div>
                    <Button
                      disabled={createMissing.isPending}
                      onClick={() =>
                        createMissing.mutate(
                          { subscriptionId: row.subscriptionId, deliveryDate: row.deliveryDate },
                          {
                            onSuccess: (result) => {
                              const date = day(row.deliveryDate);
                              if (!result.created) toast.info(text('missing.already'));
                              else if (result.outcome === 'ordered')
                                toast.success(text('missing.ordered', { date }));
                              else
                                toast.error(
                                  text('missing.skipped', {
                                    date,
                                    reason:
                                      result.outcome === 'not_due' ? '' : text(`outcome.${result.outcome}`),
                                  }),
                                );
                            },
                            onError: failed,
                          },
                        )
                      }
                    >
                      {text('missing.fix')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="fixer-duplicates" title={text('duplicate.heading')}>
            {report.data.duplicateOrders.length === 0 ? (
              <p data-testid="fixer-no-duplicates">{text('duplicate.none')}</p>
            ) : (
              <ul className="space-y-2">
                {report.data.duplicateOrders.map((row) => (
                  <li key={`${row.subscriptionId}:${row.deliveryDate}`} className={cardClass}>
                    {text('duplicate.day', { count: row.orderIds.length, date: day(row.deliveryDate) })}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      ) : null}
    </AdminLayout>
  );
}
