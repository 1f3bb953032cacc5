import { useQueryClient } from '@tanstack/react-query';
import type { AppRatingView } from '@tokri/core';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/api/api-error.js';
import { useFormat } from '../../shared/format/use-format.js';
import { Button } from '../../shared/ui/button.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { CommentField } from './comment-field.js';
import { useRatingsText } from './i18n/texts.js';
import { configuredStoreLinks, isNativeShell, type StoreLinks, storeLinksFor } from './native-store.js';
import { ratingKeys, saveAppRating, useAppRating } from './ratings-api.js';
import { StarPicker } from './star-picker.js';

function StoreLinksCard({ links }: { links: StoreLinks }) {
  const text = useRatingsText();
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <p>{text('rateApp.storeIntro')}</p>
      {links.playStore ? (
        <a
          href={links.playStore}
          target="_blank"
          rel="noreferrer"
          className={`${linkButtonClass.primary} w-full`}
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          {text('rateApp.playStore')}
        </a>
      ) : null}
      {links.appStore ? (
        <a
          href={links.appStore}
          target="_blank"
          rel="noreferrer"
          className={`${linkButtonClass.primary} w-full`}
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          {text('rateApp.appStore')}
        </a>
      ) : null}
    </section>
  );
}

function AppRatingForm({ current }: { current: AppRatingView | null }) {
  const text = useRatingsText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [stars, setStars] = useState(current?.stars ?? 0);
  const [comment, setComment] = useState(current?.comment ?? '');
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
      const saved = await saveAppRating({ stars, comment: comment.trim() || null });
      queryClient.setQueryData(ratingKeys.app, saved);
      toast.success(text('rateApp.saved'));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <p>{text('rateApp.intro')}</p>
      {current ? (
        <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="app-rating-current">
          {text('rateApp.current', { count: current.stars, date: format.date(current.updatedAt) })}
        </p>
      ) : null}
      <StarPicker value={stars} onChange={setStars} name="app-stars" invalid={Boolean(error)} />
      <CommentField value={comment} onChange={setComment} />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full">
        {current ? text('rateApp.update') : text('rateApp.submit')}
      </Button>
    </form>
  );
}

/** /rate-app: a short in-app rating, or the store links inside the native shell (issue 16 item 5). */
export function RateAppPage() {
  const text = useRatingsText();
  const stores = storeLinksFor(isNativeShell(), configuredStoreLinks(import.meta.env));
  const rating = useAppRating();
  return (
    <Page title={text('rateApp.title')}>
      {stores ? <StoreLinksCard links={stores} /> : null}
      {!stores && rating.isPending ? <Spinner label={text('rateApp.title')} /> : null}
      {!stores && rating.isError ? (
        <QueryError
          message={text('rateOrder.loadFailed')}
          detail={rating.error.message}
          retryLabel={text('rateOrder.retry')}
          onRetry={() => void rating.refetch()}
        />
      ) : null}
      {!stores && rating.isSuccess ? (
        <AppRatingForm key={rating.data?.updatedAt ?? 'new'} current={rating.data} />
      ) : null}
    </Page>
  );
}
