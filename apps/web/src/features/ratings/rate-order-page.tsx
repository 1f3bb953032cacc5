import { useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error.js';
import { Button } from '../../shared/ui/button.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { CommentField } from './comment-field.js';
import { GivenRating } from './given-rating.js';
import { useRatingsText } from './i18n/texts.js';
import { ItemThumbs } from './item-thumbs.js';
import { rateOrder, ratingKeys, useOrderRating, useOrderToRate } from './ratings-api.js';
import { StarPicker } from './star-picker.js';

function RateForm({ order }: { order: OrderView }) {
  const text = useRatingsText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [thumbs, setThumbs] = useState(() => new Map<string, boolean>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) {
      setError(text('rateOrder.chooseStars'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const rating = await rateOrder(order.id, {
        stars,
        comment: comment.trim() || null,
        items: [...thumbs].map(([productId, thumbsUp]) => ({ productId, thumbsUp })),
      });
      queryClient.setQueryData(ratingKeys.order(order.id), rating);
      toast.success(text('rateOrder.thanks'));
      void navigate(`/orders/${order.id}`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      if (failure instanceof ApiError && failure.status === 409)
        void queryClient.invalidateQueries({ queryKey: ratingKeys.order(order.id) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <p>{text('rateOrder.intro', { id: order.shortId })}</p>
      <StarPicker value={stars} onChange={setStars} name="order-stars" invalid={Boolean(error)} />
      <ItemThumbs
        items={order.items}
        thumbs={thumbs}
        onChange={(productId, thumbsUp) =>
          setThumbs((current) => {
            const next = new Map(current);
            if (thumbsUp === null) next.delete(productId);
            else next.set(productId, thumbsUp);
            return next;
          })
        }
      />
      <CommentField value={comment} onChange={setComment} />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? text('rateOrder.sending') : text('rateOrder.submit')}
      </Button>
    </form>
  );
}

/** /orders/:orderId/rate: where the delivered notification's "Rate" button lands (issue 16 item 5). */
export function RateOrderPage() {
  const text = useRatingsText();
  const orderId = useParams().orderId ?? '';
  const order = useOrderToRate(orderId);
  const delivered = order.data?.status === 'delivered';
  const rating = useOrderRating(orderId, delivered);
  const failed = order.isError ? order.error : rating.isError ? rating.error : null;
  return (
    <Page title={text('rateOrder.title')}>
      {order.isPending || (delivered && rating.isPending) ? (
        <Spinner label={text('rateOrder.title')} />
      ) : null}
      {failed ? (
        <QueryError
          message={text('rateOrder.loadFailed')}
          detail={failed.message}
          retryLabel={text('rateOrder.retry')}
          onRetry={() => void (order.isError ? order.refetch() : rating.refetch())}
        />
      ) : null}
      {order.data && !delivered ? (
        <p
          role="status"
          className="rounded-2xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {text('rateOrder.notDelivered')}
        </p>
      ) : null}
      {order.data && delivered && rating.isSuccess ? (
        rating.data ? (
          <GivenRating rating={rating.data} />
        ) : (
          <RateForm order={order.data} />
        )
      ) : null}
      {order.data ? (
        <Link to={`/orders/${orderId}`} className={`${linkButtonClass.secondary} mt-4 w-full`}>
          {text('rateOrder.backToOrder')}
        </Link>
      ) : null}
    </Page>
  );
}
