import {
  addIstDays,
  type CalendarDay,
  firstChangeableDate,
  formatIstTime,
  istInstant,
  type SubscriptionView,
  toIstDate,
} from '@tokri/core';
import { CalendarClock, Package, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { ApiError } from '../../shared/api/api-error.js';
import { useNow } from '../../shared/hooks/use-now.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { useWallet } from '../wallet/index.js';
import { type PlanChange, usePlanChange, useSubscriptions } from './api/subscriptions-api.js';
import { DayDialog } from './components/day-dialog.js';
import { DeleteDialog, PauseDialog, VacationDialog } from './components/plan-dialogs.js';
import { type CardAction, SubscriptionCard } from './components/subscription-card.js';
import { useSubscriptionText } from './i18n/texts.js';
import { cutoffText } from './utils/cutoff-text.js';
import { planShortfall } from './utils/wallet-cover.js';

type Dialog =
  | { kind: Exclude<CardAction, 'resume'>; plan: SubscriptionView }
  | { kind: 'day'; plan: SubscriptionView; day: CalendarDay };

/** Plan changes the server announces with a notice of their own (subscription_paused, subscription_resumed). */
const ANNOUNCED_BY_NOTICE: ReadonlySet<PlanChange['kind']> = new Set(['pause', 'resume']);

/**
 * /subscriptions: the customer's plans with their state and next 14 days; pause, resume, vacation, skip a day,
 * a day's quantity, delete. Dates and cut-offs are judged by the server's clock (sent with the list), and the
 * list refreshes itself when the server announces a change (app/live-updates.ts).
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const text = useSubscriptionText();
  const language = useLanguage();
  const list = useSubscriptions();
  const change = usePlanChange();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const clock = useNow(30_000);
  const now = new Date(clock + (list.data?.clockOffsetMs ?? 0));
  // Issue 32 item 7: a wallet plan whose next delivery the balance does not cover says so on its card.
  const hasWalletPlan = list.data?.subscriptions.some((plan) => plan.paymentMethod === 'wallet') ?? false;
  const wallet = useWallet({ enabled: hasWalletPlan });
  const walletFigures = hasWalletPlan ? wallet.data?.pages[0] : undefined;

  const apply = async (planChange: PlanChange, done: string) => {
    try {
      await change.mutateAsync(planChange);
      // A pause (or a vacation) and a resume are confirmed by the server's own notice, which toasts live and
      // stays under the bell: a second toast for the same tap said it twice (issue 32 minor).
      if (!ANNOUNCED_BY_NOTICE.has(planChange.kind)) toast.success(done);
      setDialog(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : text('card.changeFailed'));
    }
  };

  const links = (
    <div className="flex shrink-0 gap-2">
      <Link to="/wallet" className={`${linkButtonClass.secondary} px-3 text-sm`}>
        <Wallet aria-hidden="true" className="size-4" />
        {text('list.wallet')}
      </Link>
      <Link to="/create-subscription" className={`${linkButtonClass.primary} px-3 text-sm`}>
        <Plus aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{text('list.create')}</span>
      </Link>
    </div>
  );

  let content: React.ReactNode;
  if (list.isPending) content = <Spinner label={t('app.loading')} />;
  else if (list.isError) {
    content = (
      <QueryError
        message={text('list.loadFailed')}
        detail={list.error.message}
        retryLabel={text('list.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.subscriptions.length === 0) {
    content = (
      <EmptyState
        icon={Package}
        title={text('list.emptyTitle')}
        body={text('list.emptyBody')}
        testId="subscriptions-empty"
        action={
          <Link to="/all-products" className={linkButtonClass.primary}>
            {text('list.browse')}
          </Link>
        }
      />
    );
  } else {
    const { settings } = list.data;
    const today = toIstDate(now);
    content = (
      <>
        <div
          className="mb-4 flex items-start gap-2 rounded-2xl bg-white p-3 text-sm dark:bg-stone-900"
          data-testid="cutoff-text"
        >
          <CalendarClock
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400"
          />
          <div>
            <p className="font-medium">{cutoffText(today, now, settings, text, language)}</p>
            <p className="text-stone-600 dark:text-stone-400">
              {text('list.slot', {
                from: formatIstTime(istInstant(today, settings.slotStartMinutes), language),
                to: formatIstTime(istInstant(today, settings.slotEndMinutes), language),
              })}
            </p>
          </div>
        </div>
        <ul className="space-y-4">
          {list.data.subscriptions.map((plan) => (
            <SubscriptionCard
              key={plan.id}
              plan={plan}
              today={today}
              now={now}
              settings={settings}
              wallet={
                walletFigures
                  ? {
                      balancePaise: walletFigures.balancePaise,
                      shortPaise: planShortfall(plan, walletFigures, addIstDays(today, 1)),
                    }
                  : null
              }
              busy={change.isPending}
              onPickDay={(day) => setDialog({ kind: 'day', plan, day })}
              onRemovePause={(pauseId) =>
                void apply({ kind: 'removePause', id: plan.id, pauseId }, text('card.vacationRemoved'))
              }
              onAction={(action) =>
                action === 'resume'
                  ? void apply({ kind: 'resume', id: plan.id }, text('card.resumed'))
                  : setDialog({ kind: action, plan })
              }
            />
          ))}
        </ul>
      </>
    );
  }

  const settings = list.data?.settings;
  const close = () => setDialog(null);
  const busy = change.isPending;
  return (
    <Page title={t('pages.subscriptions')} actions={links}>
      {content}
      {dialog?.kind === 'day' ? (
        <DayDialog
          key={`${dialog.plan.id}-${dialog.day.date}`}
          plan={dialog.plan}
          day={dialog.day}
          busy={busy}
          onChange={(planChange, done) => void apply(planChange, done)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'pause' && settings ? (
        <PauseDialog
          from={firstChangeableDate(now, settings)}
          busy={busy}
          onClose={close}
          onConfirm={() =>
            void apply(
              { kind: 'pause', id: dialog.plan.id, from: firstChangeableDate(now, settings), to: null },
              text('card.paused'),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'vacation' && settings ? (
        <VacationDialog
          earliest={firstChangeableDate(now, settings)}
          busy={busy}
          onClose={close}
          onSave={(from, to) =>
            void apply({ kind: 'pause', id: dialog.plan.id, from, to }, text('card.vacationAdded'))
          }
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          plan={dialog.plan}
          busy={busy}
          onClose={close}
          onConfirm={() => void apply({ kind: 'delete', id: dialog.plan.id }, text('card.deleted'))}
        />
      ) : null}
    </Page>
  );
}
