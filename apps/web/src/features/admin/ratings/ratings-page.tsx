import { useQuery } from '@tanstack/react-query';
import type { AdminAppRating, AdminOrderRating } from '@tokri/core';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../shared/api/api-client.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { AdminLayout } from '../admin-layout.js';
import { useAdminRatingsText } from './ratings-texts.js';

type Tab = 'orders' | 'app';

function Stars({ count }: { count: number }) {
  const text = useAdminRatingsText();
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={text('stars', { count })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= count ? 'fill-amber-400 text-amber-500' : 'text-stone-400'}`}
        />
      ))}
    </p>
  );
}

function Comment({ comment }: { comment: string | null }) {
  const text = useAdminRatingsText();
  return comment ? (
    <p className="whitespace-pre-wrap">{comment}</p>
  ) : (
    <p className="text-sm text-stone-600 dark:text-stone-400">{text('noComment')}</p>
  );
}

function OrderRow({ rating }: { rating: AdminOrderRating }) {
  const text = useAdminRatingsText();
  const format = useFormat();
  return (
    <li className="space-y-1 rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid="admin-order-rating">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars count={rating.stars} />
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {format.dateTime(rating.createdAt)}
        </span>
      </div>
      <Comment comment={rating.comment} />
      <p className="text-sm">
        <Link
          to={`/admin/orders?q=${rating.orderId.slice(-8)}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {text('order', { id: rating.orderId.slice(-8) })}
        </Link>
        {' · '}
        {text('customer', { name: rating.customerName ?? text('unnamed') })}
      </p>
      {rating.thumbsUp + rating.thumbsDown > 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {text('thumbs', { up: rating.thumbsUp, down: rating.thumbsDown })}
        </p>
      ) : null}
    </li>
  );
}

function AppRow({ rating }: { rating: AdminAppRating }) {
  const text = useAdminRatingsText();
  const format = useFormat();
  return (
    <li className="space-y-1 rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid="admin-app-rating">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars count={rating.stars} />
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {format.dateTime(rating.updatedAt)}
        </span>
      </div>
      <Comment comment={rating.comment} />
      <p className="text-sm">{text('customer', { name: rating.customerName ?? text('unnamed') })}</p>
    </li>
  );
}

function RatingList<T>({ tab, render }: { tab: Tab; render: (item: T) => React.ReactNode }) {
  const text = useAdminRatingsText();
  const list = useQuery({
    queryKey: ['admin', 'ratings', tab],
    queryFn: ({ signal }) => api<{ items: T[] }>(`/api/admin/ratings/${tab}`, { signal }),
  });
  if (list.isPending) return <Spinner label={text('loading')} />;
  if (list.isError)
    return (
      <QueryError
        message={text('loadFailed')}
        detail={list.error.message}
        retryLabel={text('retry')}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.items.length === 0)
    return <p className="text-stone-600 dark:text-stone-400">{text('empty')}</p>;
  return <ul className="space-y-2">{list.data.items.map(render)}</ul>;
}

/** /admin/ratings: order ratings and app ratings, the unhappiest first (issue 16 item 5). */
export function AdminRatingsPage() {
  const text = useAdminRatingsText();
  const [tab, setTab] = useState<Tab>('orders');
  const tabClass = (on: boolean) =>
    `min-h-11 rounded-xl px-4 font-semibold ${
      on ? 'bg-brand-700 text-white' : 'bg-white text-stone-800 dark:bg-stone-900 dark:text-stone-100'
    }`;
  return (
    <AdminLayout title={text('title')}>
      <p className="mb-3 text-stone-600 dark:text-stone-400">{text('intro')}</p>
      <div className="mb-4 flex gap-2">
        {(['orders', 'app'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
            className={tabClass(tab === name)}
          >
            {text(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'orders' ? (
        <RatingList<AdminOrderRating>
          tab="orders"
          render={(rating) => <OrderRow key={rating.orderId} rating={rating} />}
        />
      ) : (
        <RatingList<AdminAppRating>
          tab="app"
          render={(rating) => <AppRow key={rating.userId} rating={rating} />}
        />
      )}
    </AdminLayout>
  );
}
