import { type AdminCoupon, formatIstDate, startOfIstDay } from '@tokri/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { CouponEditor } from './coupon-editor.js';
import { useCouponText } from './coupon-texts.js';
import { useAdminCoupons, useCouponActions } from './coupons-api.js';

function CouponCard({ coupon, onEdit }: { coupon: AdminCoupon; onEdit: () => void }) {
  const text = useCouponText();
  const format = useFormat();
  const language = useLanguage();
  const { setActive } = useCouponActions();
  const day = (date: string | null, open: string) =>
    date ? formatIstDate(startOfIstDay(date), language) : open;
  const rules = [
    coupon.kind === 'percent'
      ? text('percentOff', { value: coupon.value })
      : text('flatOff', { amount: format.rupees(coupon.value) }),
    coupon.maxDiscountPaise !== null
      ? text('upTo', { amount: format.rupees(coupon.maxDiscountPaise) })
      : null,
    coupon.minOrderPaise > 0 ? text('minOrder', { amount: format.rupees(coupon.minOrderPaise) }) : null,
    coupon.firstOrderOnly ? text('firstOrder') : null,
  ].filter(Boolean);
  const limit = (value: number | null) => (value === null ? text('noLimit') : String(value));
  return (
    <li className="space-y-2 rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid="admin-coupon">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono text-lg font-bold">{coupon.code}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            coupon.isActive
              ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
              : 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300'
          }`}
        >
          {coupon.isActive ? text('active') : text('inactive')}
        </span>
      </div>
      {coupon.description ? <p className="text-sm">{coupon.description}</p> : null}
      <p className="text-sm">{rules.join(' · ')}</p>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {text('window', {
          from: day(coupon.validFrom, text('openStart')),
          until: day(coupon.validUntil, text('openEnd')),
        })}
        {' · '}
        {text('limits', { total: limit(coupon.usageLimit), perUser: limit(coupon.perUserLimit) })}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['uses', String(coupon.usageCount)],
            ['revenue', format.rupees(coupon.revenuePaise)],
            ['discount', format.rupees(coupon.discountPaise)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-stone-500 dark:text-stone-400">{text(`stats.${key}`)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {text('edit', { code: coupon.code })}
        </Button>
        <Button
          variant={coupon.isActive ? 'danger' : 'secondary'}
          disabled={setActive.isPending}
          onClick={() =>
            setActive.mutate(
              { id: coupon.id, isActive: !coupon.isActive },
              { onError: (error) => toast.error(text('failed', { message: error.message })) },
            )
          }
        >
          {coupon.isActive
            ? text('deactivate', { code: coupon.code })
            : text('activate', { code: coupon.code })}
        </Button>
      </div>
    </li>
  );
}

/** /admin/coupons: every coupon with what it has done, and a form to create or edit one. */
export function AdminCouponsPage() {
  const { t } = useTranslation();
  const text = useCouponText();
  const coupons = useAdminCoupons();
  // null: no form; 'new': creating; otherwise the coupon being edited.
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);

  return (
    <AdminLayout title={t('pages.adminCoupons')}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{text('intro')}</p>
      {editing ? (
        <div className="mb-6">
          <CouponEditor
            key={editing === 'new' ? 'new' : editing.id}
            coupon={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : (
        <Button className="mb-4" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {text('newCoupon')}
        </Button>
      )}
      {coupons.isPending ? <Spinner label={text('loading')} /> : null}
      {coupons.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={coupons.error.message}
          retryLabel={text('retry')}
          onRetry={() => void coupons.refetch()}
        />
      ) : null}
      {coupons.data ? (
        coupons.data.items.length === 0 ? (
          <p>{text('empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {coupons.data.items.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} onEdit={() => setEditing(coupon)} />
            ))}
          </ul>
        )
      ) : null}
    </AdminLayout>
  );
}
