import type { OrderStatus } from '@tokri/core';
import { Download } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { api } from '../../../shared/api/api-client.js';
import { Button } from '../../../shared/ui/button.js';
import { toast } from '../../../shared/ui/toast.js';
import { useAdminText } from '../console/admin-texts.js';
import { useStoreOptions } from '../console/console-api.js';

const FILTER_KEYS = ['status', 'q', 'from', 'to', 'storeId', 'paymentMethod'] as const;
const field =
  'min-h-11 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-900';

/** The board's filters live in the URL, so a filtered view can be bookmarked and shared. */
export function useOrderFilters() {
  const [params] = useSearchParams();
  return useMemo(() => {
    const filters: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return { filters, filterKey: JSON.stringify(filters) };
  }, [params]);
}

/** Saves a text as a file the browser downloads. */
function download(name: string, contents: string) {
  const url = URL.createObjectURL(new Blob([contents], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Phones get the filters folded away (they filled the first screen); a wider screen opens them. */
const wideScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 640px)').matches;

export function OrderFilters({
  statuses,
  statusLabel,
}: {
  statuses: readonly OrderStatus[];
  statusLabel: (status: string) => string;
}) {
  const text = useAdminText();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stores = useStoreOptions();
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(wideScreen);
  const active = FILTER_KEYS.filter((key) => params.get(key)).length;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  };
  const exportCsv = async () => {
    const from = params.get('from');
    const to = params.get('to');
    if (!from || !to) return toast.error(text('orders.exportNeedsDates'));
    setExporting(true);
    try {
      const csv = await api<string>(`/api/admin/orders/export.csv?from=${from}&to=${to}`, { read: 'text' });
      download(`tokri-orders-${from}-to-${to}.csv`, csv);
    } catch (error) {
      toast.error(text('orders.exportFailed'), { description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mb-4 rounded-2xl bg-white dark:bg-stone-900"
      data-testid="order-filters-panel"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">
        {active > 0 ? text('orders.filtersOn', { count: active }) : text('orders.filters')}
      </summary>
      <form
        onSubmit={apply}
        key={params.toString()}
        className="grid grid-cols-1 gap-2 p-3 pt-0 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="order-filters"
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text('orders.search')}
          <input
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            className={field}
            maxLength={40}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('adminOrders.filter')}
          <select name="status" defaultValue={params.get('status') ?? ''} className={field}>
            <option value="">{t('adminOrders.all')}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text('orders.store')}
          <select name="storeId" defaultValue={params.get('storeId') ?? ''} className={field}>
            <option value="">{text('orders.anyStore')}</option>
            {stores.data?.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text('orders.from')}
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text('orders.to')}
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text('orders.payment')}
          <select name="paymentMethod" defaultValue={params.get('paymentMethod') ?? ''} className={field}>
            <option value="">{text('orders.anyPayment')}</option>
            {(['cod', 'online', 'wallet'] as const).map((method) => (
              <option key={method} value={method}>
                {t(`orders.method.${method}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{text('orders.apply')}</Button>
          <Button type="button" variant="secondary" onClick={() => setParams({})}>
            {text('orders.clear')}
          </Button>
          <Button type="button" variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
            <Download aria-hidden="true" className="size-5" />
            {exporting ? text('orders.exporting') : text('orders.exportCsv')}
          </Button>
        </div>
      </form>
    </details>
  );
}
