import { type ReferralHistoryItem, type ReferralOverview, referralLink } from '@tokri/core';
import { Copy, Gift, Share2 } from 'lucide-react';
import { useFormat } from '../../shared/format/use-format.js';
import { useShareOrCopy } from '../../shared/share/use-share-or-copy.js';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { copyText } from './copy-text.js';
import { useReferralsText } from './i18n/texts.js';
import { useReferralOverview } from './referral-api.js';

const STATUS_CLASS: Record<ReferralHistoryItem['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  rewarded: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  not_eligible: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
};

function useAmounts(overview: ReferralOverview) {
  const format = useFormat();
  return {
    coupon: format.rupees(overview.refereeCouponPaise),
    minimum: format.rupees(overview.refereeMinOrderPaise),
    reward: format.rupees(overview.referrerRewardPaise),
  };
}

function InviteCard({ overview }: { overview: ReferralOverview }) {
  const text = useReferralsText();
  const amounts = useAmounts(overview);
  const link = referralLink(window.location.origin, overview.code);
  const shareOrCopy = useShareOrCopy();
  const tell = (outcome: 'shared' | 'copied' | 'cancelled' | 'failed') => {
    if (outcome === 'copied') toast.success(text('copied'));
    if (outcome === 'failed') toast.error(text('copyFailed'));
  };
  return (
    <>
      <section className="space-y-3 rounded-2xl bg-brand-600 p-4 text-white dark:bg-brand-800">
        <p className="flex items-start gap-2">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {text('intro', amounts)}
        </p>
        <div>
          <p className="text-sm">{text('codeLabel')}</p>
          <p className="font-mono text-3xl font-bold tracking-widest" data-testid="referral-code">
            {overview.code}
          </p>
        </div>
      </section>
      <section className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{text('linkLabel')}</span>
          <input
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="referral-link"
            className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-700 dark:bg-stone-950"
          />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={() => void copyText(link).then(tell)}>
            <Copy aria-hidden="true" className="size-5" />
            {text('copy')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void shareOrCopy({
                title: text('shareTitle'),
                text: text('shareText', { coupon: amounts.coupon }),
                url: link,
              })
            }
          >
            <Share2 aria-hidden="true" className="size-5" />
            {text('share')}
          </Button>
        </div>
      </section>
    </>
  );
}

function HowItWorks({ overview }: { overview: ReferralOverview }) {
  const text = useReferralsText();
  const amounts = useAmounts(overview);
  return (
    <section className="rounded-2xl bg-white p-4 dark:bg-stone-900" aria-labelledby="refer-how">
      <h2 id="refer-how" className="mb-2 text-lg font-semibold">
        {text('how.heading')}
      </h2>
      <ol className="list-decimal space-y-1 ps-5">
        <li>{text('how.step1')}</li>
        <li>{text('how.step2', amounts)}</li>
        <li>{text('how.step3', amounts)}</li>
      </ol>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{text('how.fine')}</p>
    </section>
  );
}

function History({ items }: { items: ReferralHistoryItem[] }) {
  const text = useReferralsText();
  const format = useFormat();
  return (
    <section className="rounded-2xl bg-white px-4 dark:bg-stone-900" aria-labelledby="refer-history">
      <h2 id="refer-history" className="pt-4 text-lg font-semibold">
        {text('history.heading')}
      </h2>
      {items.length === 0 ? (
        <p className="py-4 text-stone-600 dark:text-stone-400">{text('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3" data-testid="referral-row">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{item.referee}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {text('history.joined', { date: format.date(item.createdAt) })}
                </p>
              </div>
              <div className="text-right">
                <span className={`rounded-full px-2 py-0.5 text-sm ${STATUS_CLASS[item.status]}`}>
                  {text(`status.${item.status}`)}
                </span>
                {item.rewardPaise > 0 ? (
                  <p className="mt-1 font-semibold text-green-700 dark:text-green-400">
                    +{format.rupees(item.rewardPaise)}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /refer: the customer's invite code and link, sharing, how it works, and who joined (issue 16 item 4). */
export function ReferPage() {
  const text = useReferralsText();
  const overview = useReferralOverview();
  return (
    <Page title={text('title')}>
      {overview.isPending ? <Spinner label={text('title')} /> : null}
      {overview.isError ? (
        <QueryError
          message={text('history.loadFailed')}
          detail={overview.error.message}
          retryLabel={text('history.retry')}
          onRetry={() => void overview.refetch()}
        />
      ) : null}
      {overview.data ? (
        <div className="space-y-4">
          <InviteCard overview={overview.data} />
          <HowItWorks overview={overview.data} />
          <History items={overview.data.history} />
        </div>
      ) : null}
    </Page>
  );
}
