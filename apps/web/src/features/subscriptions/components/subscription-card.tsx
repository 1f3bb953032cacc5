import {
  type CalendarDay,
  canChangeDate,
  type IstDate,
  type SubscriptionSettings,
  type SubscriptionView,
} from '@tokri/core';
import { CalendarOff, Package, Pause, Plane, Play, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.js';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { useSubscriptionText } from '../i18n/texts.js';
import { formatPlanDate } from '../utils/plan-dates.js';
import { canResume, type PlanTone, planStatus } from '../utils/plan-status.js';
import { scheduleWords } from '../utils/schedule-words.js';
import { PlanCalendar } from './plan-calendar.js';

export type CardAction = 'pause' | 'resume' | 'vacation' | 'delete';

const TONE: Record<PlanTone, string> = {
  active: 'bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-300',
  paused: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  expired: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
};

const small = 'min-h-11 px-3 text-sm';

/** One plan: what, how often, its state, the next 14 days and what the customer can do with it. */
export function SubscriptionCard({
  plan,
  today,
  now,
  settings,
  wallet = null,
  busy,
  onAction,
  onPickDay,
  onRemovePause,
}: {
  plan: SubscriptionView;
  today: IstDate;
  now: Date;
  settings: SubscriptionSettings;
  /** For a wallet plan: the balance and what the next delivery lacks (0 when covered). */
  wallet?: { balancePaise: number; shortPaise: number } | null;
  busy: boolean;
  onAction: (action: CardAction) => void;
  onPickDay: (day: CalendarDay) => void;
  onRemovePause: (pauseId: string, range: string) => void;
}) {
  const text = useSubscriptionText();
  const language = useLanguage();
  const format = useFormat();
  const status = planStatus(plan, now, text, language);
  const ended = status.tone === 'expired';
  const date = (value: IstDate) => formatPlanDate(value, language);
  const breaks = plan.pauses.filter((pause) => pause.to === null || pause.to >= today);
  return (
    <li
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm dark:bg-stone-900"
      data-testid="subscription-card"
    >
      <div className="flex gap-3">
        {plan.imageUrl ? (
          <img
            src={mediaUrl(plan.imageUrl)}
            alt=""
            className="size-16 shrink-0 rounded-xl object-cover"
            loading="lazy"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-stone-100 dark:bg-stone-800">
            <Package aria-hidden="true" className="size-8 text-stone-400" />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-0.5">
          <h2 className="font-semibold">{plan.productName}</h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {format.packSize(plan.unit)} · {text('card.quantity', { count: plan.quantity })}
          </p>
          <p className="text-sm font-medium" data-testid="plan-schedule">
            {scheduleWords(plan, text, language)}
          </p>
          <span
            data-testid="plan-status"
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status.tone]}`}
          >
            {status.label}
          </span>
        </div>
      </div>
      <div className="space-y-1 text-sm">
        <p data-testid="plan-next-delivery" className="font-medium">
          {plan.nextDeliveryDate && !ended
            ? text('card.nextDelivery', { date: date(plan.nextDeliveryDate) })
            : text('card.noNextDelivery')}
        </p>
        <p className="text-stone-600 dark:text-stone-400">
          {text('card.perDelivery', { price: format.rupees(plan.unitPricePaise) })} ·{' '}
          {plan.paymentMethod === 'wallet' ? text('card.payWallet') : text('card.payCod')}
        </p>
      </div>
      {wallet && wallet.shortPaise > 0 && !ended ? (
        <div
          role="note"
          data-testid="plan-wallet-short"
          className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
        >
          <p>
            {text('card.walletShort', {
              balance: format.rupees(wallet.balancePaise),
              amount: format.rupees(wallet.shortPaise + wallet.balancePaise),
            })}
          </p>
          <Link to="/wallet" className={`${linkButtonClass.secondary} ${small}`}>
            {text('card.addMoney')}
          </Link>
        </div>
      ) : null}
      {!plan.available ? (
        <p
          role="note"
          className="rounded-xl bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
        >
          {text('status.unavailable')}
        </p>
      ) : null}
      {ended ? null : (
        <PlanCalendar plan={plan} from={today} now={now} settings={settings} onPickDay={onPickDay} />
      )}
      {breaks.length > 0 && !ended ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">{text('card.vacations')}</h3>
          <ul className="space-y-1">
            {breaks.map((pause) => {
              const range =
                pause.to === null
                  ? text('card.vacationOpen', { from: date(pause.from) })
                  : text('card.vacationRange', { from: date(pause.from), to: date(pause.to) });
              return (
                <li key={pause.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="flex items-center gap-2">
                    <CalendarOff aria-hidden="true" className="size-4 shrink-0" />
                    {range}
                  </span>
                  {canChangeDate(pause.from, now, settings) ? (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onRemovePause(pause.id, range)}
                      aria-label={text('card.removeVacation', { range })}
                      className="inline-flex size-11 items-center justify-center rounded-xl hover:bg-stone-100 dark:hover:bg-stone-800"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {ended ? null : canResume(plan, now) ? (
          <Button variant="secondary" className={small} disabled={busy} onClick={() => onAction('resume')}>
            <Play aria-hidden="true" className="size-4" />
            {text('card.resume')}
          </Button>
        ) : (
          <Button variant="secondary" className={small} disabled={busy} onClick={() => onAction('pause')}>
            <Pause aria-hidden="true" className="size-4" />
            {text('card.pause')}
          </Button>
        )}
        {ended ? null : (
          <Button variant="secondary" className={small} disabled={busy} onClick={() => onAction('vacation')}>
            <Plane aria-hidden="true" className="size-4" />
            {text('card.vacation')}
          </Button>
        )}
        <Button variant="danger" className={small} disabled={busy} onClick={() => onAction('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {text('card.delete')}
        </Button>
      </div>
    </li>
  );
}
