import { type AdminLot, formatIstDate, startOfIstDay } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { AdminLayout } from '../admin-layout.js';
import { useLotText } from './lot-texts.js';
import { useExpiringLots } from './lots-api.js';

function LotCard({ lot }: { lot: AdminLot }) {
  const text = useLotText();
  const language = useLanguage();
  const day = (date: string) => formatIstDate(startOfIstDay(date), language);
  const facts = [
    [text('expiring.left'), String(lot.quantityLeft)],
    [text('expiring.bestBefore'), day(lot.bestBefore)],
    [text('expiring.lastSale'), day(lot.lastSaleDate)],
  ] as const;
  return (
    <li className="space-y-2 rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid="expiring-lot">
      <p className="font-semibold">
        {lot.productName}
        {lot.variantName ? ` · ${lot.variantName}` : ''}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-stone-500 dark:text-stone-400">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p
        className={`text-sm font-semibold ${
          lot.withdrawnAt ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-300'
        }`}
      >
        {lot.withdrawnAt
          ? text('expiring.withdrawnOn', {
              date: formatIstDate(new Date(lot.withdrawnAt), language),
              quantity: lot.quantityWithdrawn,
            })
          : text('expiring.onSale')}
      </p>
    </li>
  );
}

/** /admin/expiring (issue 15 item 3): lots withdrawn lately and lots about to cross their FSSAI sell-by. */
export function AdminExpiringPage() {
  const text = useLotText();
  const [days, setDays] = useState(7);
  const [draft, setDraft] = useState('7');
  const lots = useExpiringLots(days);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(draft);
    if (Number.isInteger(value) && value >= 1 && value <= 90) setDays(value);
  }

  return (
    <AdminLayout title={text('expiring.title')}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{text('expiring.intro', { days })}</p>
      <form onSubmit={submit} className="mb-4 flex items-end gap-2">
        <div className="w-28">
          <TextField
            label={text('expiring.days')}
            inputMode="numeric"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">{text('expiring.show')}</Button>
      </form>
      {lots.isPending ? <Spinner label={text('expiring.title')} /> : null}
      {lots.isError ? (
        <QueryError
          message={text('expiring.title')}
          detail={lots.error.message}
          retryLabel={text('expiring.show')}
          onRetry={() => void lots.refetch()}
        />
      ) : null}
      {lots.data ? (
        lots.data.length === 0 ? (
          <p>{text('expiring.empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {lots.data.map((lot) => (
              <LotCard key={lot.id} lot={lot} />
            ))}
          </ul>
        )
      ) : null}
    </AdminLayout>
  );
}
