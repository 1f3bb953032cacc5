import { useFormat } from '../../../shared/format/use-format.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { useRiderCash } from '../orders/handover-api.js';
import { useHandoverText } from '../orders/handover-texts.js';

const cell = 'border-t border-stone-200 p-2 dark:border-stone-800';

/** "Cash collected today": what each rider holds to deposit (IST day), and the total (issue 14 §5). */
export function RiderCash() {
  const text = useHandoverText();
  const format = useFormat();
  const report = useRiderCash();
  return (
    <section className="mb-4" data-testid="rider-cash">
      {report.isPending ? <Spinner label={text('cash.title')} /> : null}
      {report.isError ? (
        <QueryError
          message={text('cash.loadFailed')}
          detail={report.error.message}
          retryLabel={text('cash.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {report.data ? (
        <section
          aria-label={text('cash.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; the keyboard must reach it to scroll (axe scrollable-region-focusable, issue 32)
          tabIndex={0}
          className="overflow-x-auto rounded-2xl bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-stone-900"
        >
          <table className="w-full text-left text-sm">
            <caption className="p-2 text-left font-semibold">{text('cash.title')}</caption>
            <thead className="text-xs text-stone-600 dark:text-stone-400">
              <tr>
                <th scope="col" className="p-2">
                  {text('cash.rider')}
                </th>
                <th scope="col" className="p-2 text-right">
                  {text('cash.deliveries')}
                </th>
                <th scope="col" className="p-2 text-right">
                  {text('cash.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.riders.length === 0 ? (
                <tr>
                  <td colSpan={3} className={cell}>
                    {text('cash.none')}
                  </td>
                </tr>
              ) : (
                report.data.riders.map((rider) => (
                  <tr key={rider.riderId} data-testid="rider-cash-row">
                    <th scope="row" className={`${cell} font-medium`}>
                      {rider.name}
                    </th>
                    <td className={`${cell} text-right`}>{rider.deliveries}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {format.rupees(rider.cashCollectedPaise)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className={`${cell} font-semibold`}>
                  {text('cash.total')}
                </th>
                <td
                  className={`${cell} text-right font-semibold tabular-nums`}
                  data-testid="rider-cash-total"
                >
                  {format.rupees(report.data.totalPaise)}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
      ) : null}
    </section>
  );
}
