import { type AdminCharts, INTL_LOCALE, IST_TIME_ZONE, type Language, startOfIstDay } from '@tokri/core';
import type { ChartConfiguration } from 'chart.js';
import { useCallback, useMemo } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { useAdminStats } from '../admin-api.js';
import { AdminLayout } from '../admin-layout.js';
import { useAdminText } from '../console/admin-texts.js';
import { CHART_COLOURS, ChartFigure } from './chart-canvas.js';
import { rupeesAxis, wrapChartLabel } from './chart-labels.js';
import { CHART_DAYS, useAdminCharts } from './dashboard-api.js';

const dayLabel = (date: string, language: Language) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'short',
    timeZone: IST_TIME_ZONE,
  }).format(startOfIstDay(date));

function Headline({ charts }: { charts: AdminCharts | undefined }) {
  const text = useAdminText();
  const format = useFormat();
  const stats = useAdminStats().data;
  if (!stats) return null;
  const items: [string, string, string][] = [
    ['totalOrders', text('stats.totalOrders'), String(stats.totalOrders)],
    ['totalRevenue', text('stats.totalRevenue'), format.rupees(stats.totalRevenuePaise)],
    ['pendingOrders', text('stats.pendingOrders'), String(stats.pendingOrders)],
    ['activeCustomers', text('stats.activeCustomers'), String(stats.activeCustomers)],
    ['totalProducts', text('stats.totalProducts'), String(stats.totalProducts)],
  ];
  if (charts)
    items.push([
      'averageOrderValue',
      text('stats.averageOrderValue'),
      format.rupees(charts.totals.averageOrderValuePaise),
    ]);
  return (
    <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
      {items.map(([key, label, value]) => (
        <div key={key} className="rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid={`stat-${key}`}>
          <dt className="text-xs text-stone-600 dark:text-stone-400">{label}</dt>
          <dd className="text-lg font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SimpleTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={head[index]} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={head[index]}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Charts({ charts }: { charts: AdminCharts }) {
  const text = useAdminText();
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const labels = useMemo(() => charts.days.map((day) => dayLabel(day.date, language)), [charts, language]);
  const rupeesOf = useMemo(() => rupeesAxis(language), [language]);
  const statusName = useCallback(
    (status: string) => t(`orders.status.${status}` as 'orders.status.placed', { defaultValue: status }),
    [t],
  );

  const configs = useMemo(() => {
    const orders: ChartConfiguration = {
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: text('charts.orders'),
            data: charts.days.map((d) => d.orders),
            backgroundColor: CHART_COLOURS.brand,
          },
        ],
      },
      options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    };
    const revenue: ChartConfiguration = {
      type: 'line',
      data: {
        labels,
        datasets: [
          {
            label: text('charts.revenue'),
            data: charts.days.map((d) => d.revenuePaise / 100),
            borderColor: CHART_COLOURS.saffron,
            backgroundColor: CHART_COLOURS.saffron,
          },
        ],
      },
      options: {
        scales: {
          // Rupees on the axis and in the tooltip, as everywhere else ("₹1,200", not "1200").
          y: { beginAtZero: true, ticks: { callback: (value) => rupeesOf(Number(value)) } },
        },
        plugins: {
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${rupeesOf(Number(item.parsed.y))}` },
          },
        },
      },
    };
    const byStatus: ChartConfiguration = {
      type: 'bar',
      data: {
        labels: charts.byStatus.map((row) => statusName(row.status)),
        datasets: [
          {
            label: text('charts.orders'),
            data: charts.byStatus.map((row) => row.count),
            backgroundColor: CHART_COLOURS.sky,
          },
        ],
      },
      options: { indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
    };
    const top: ChartConfiguration = {
      type: 'bar',
      data: {
        // Wrapped onto two lines, so a long name is not cut off at 360 px; the tooltip and table give it whole.
        labels: charts.topProducts.map((row) => wrapChartLabel(row.name)),
        datasets: [
          {
            label: text('charts.units'),
            data: charts.topProducts.map((row) => row.quantity),
            backgroundColor: CHART_COLOURS.brand,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: {
          tooltip: {
            callbacks: { title: (items) => charts.topProducts[items[0]?.dataIndex ?? 0]?.name ?? '' },
          },
        },
      },
    };
    const customers: ChartConfiguration = {
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: text('charts.newCustomers'),
            data: charts.days.map((d) => d.newCustomers),
            backgroundColor: CHART_COLOURS.brand,
          },
          {
            label: text('charts.returningCustomers'),
            data: charts.days.map((d) => d.returningCustomers),
            backgroundColor: CHART_COLOURS.rose,
          },
        ],
      },
      options: {
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
      },
    };
    return { orders, revenue, byStatus, top, customers };
  }, [charts, labels, text, statusName, rupeesOf]);

  const daily = charts.days.map((day, index) => [
    labels[index]!,
    day.orders,
    format.rupees(day.revenuePaise),
  ]);
  const count = { count: CHART_DAYS };
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <ChartFigure
        testId="chart-orders"
        title={text('charts.ordersPerDay', count)}
        config={configs.orders}
        table={
          <SimpleTable
            caption={text('charts.ordersPerDay', count)}
            head={[text('charts.day'), text('charts.orders'), text('charts.revenue')]}
            rows={daily}
          />
        }
      />
      <ChartFigure
        testId="chart-revenue"
        title={text('charts.revenuePerDay', count)}
        config={configs.revenue}
        table={
          <SimpleTable
            caption={text('charts.revenuePerDay', count)}
            head={[text('charts.day'), text('charts.revenue')]}
            rows={charts.days.map((day, index) => [labels[index]!, format.rupees(day.revenuePaise)])}
          />
        }
      />
      <ChartFigure
        testId="chart-status"
        title={text('charts.byStatus', count)}
        config={configs.byStatus}
        table={
          <SimpleTable
            caption={text('charts.byStatus', count)}
            head={[text('charts.status'), text('charts.orders')]}
            rows={charts.byStatus.map((row) => [statusName(row.status), row.count])}
          />
        }
      />
      <ChartFigure
        testId="chart-top-products"
        title={text('charts.topProducts', count)}
        config={configs.top}
        table={
          charts.topProducts.length === 0 ? (
            <p>{text('charts.noSales')}</p>
          ) : (
            <SimpleTable
              caption={text('charts.topProducts', count)}
              head={[text('charts.product'), text('charts.units'), text('charts.revenue')]}
              rows={charts.topProducts.map((row) => [
                row.name,
                row.quantity,
                format.rupees(row.revenuePaise),
              ])}
            />
          )
        }
      />
      <ChartFigure
        testId="chart-customers"
        title={text('charts.customers')}
        config={configs.customers}
        table={
          <SimpleTable
            caption={text('charts.customers')}
            head={[text('charts.day'), text('charts.newCustomers'), text('charts.returningCustomers')]}
            rows={charts.days.map((day, index) => [labels[index]!, day.newCustomers, day.returningCustomers])}
          />
        }
      />
    </div>
  );
}

/** /admin: the day's figures and the last 30 days as charts (each with the same numbers as a table). */
export function AdminDashboardPage() {
  const text = useAdminText();
  const { t } = useTranslation();
  const charts = useAdminCharts();
  return (
    <AdminLayout title={text('nav.dashboard')}>
      <Headline charts={charts.data} />
      {charts.isPending ? <Spinner label={t('app.loading')} /> : null}
      {charts.isError ? (
        <QueryError
          message={text('charts.loadFailed')}
          detail={charts.error.message}
          retryLabel={text('charts.retry')}
          onRetry={() => void charts.refetch()}
        />
      ) : null}
      {charts.data ? <Charts charts={charts.data} /> : null}
    </AdminLayout>
  );
}
