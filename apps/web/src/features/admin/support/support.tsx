import type { AdminSupportTicket, AdminTicketRow, TicketKind, TicketStatus } from '@tokri/core';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import {
  type CashRefundChoice,
  CashRefundFields,
  EMPTY_CASH_REFUND,
  refundToOf,
} from './cod-refund-fields.js';
import {
  useAdminPhotoUrl,
  useAnswerTicket,
  useResolveTicket,
  useSupportQueue,
  useSupportTicket,
} from './support-api.js';
import { useAdminSupportText } from './support-texts.js';

// Type-only imports from core (its schemas would add chunks to the shell's preload list).
const STATUSES: readonly TicketStatus[] = ['open', 'answered', 'resolved'];
const KINDS: readonly TicketKind[] = ['order', 'bug'];
const field =
  'min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-950';
const STATUS_STYLE: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  answered: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  resolved: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
};

function useSubject() {
  const text = useAdminSupportText();
  return (ticket: Pick<AdminTicketRow, 'title' | 'reason' | 'orderId'>) =>
    ticket.title ??
    [
      ticket.reason ? text(`reasons.${ticket.reason}`) : '',
      ticket.orderId ? `#${ticket.orderId.slice(-8)}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
}

function StatusChip({ status }: { status: TicketStatus }) {
  const text = useAdminSupportText();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {text(`status.${status}`)}
    </span>
  );
}

/** /admin/support: open requests first, oldest first; filter by status and kind (issue 16 item 3). */
export function SupportQueue() {
  const text = useAdminSupportText();
  const format = useFormat();
  const subject = useSubject();
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [kind, setKind] = useState<TicketKind | ''>('');
  const queue = useSupportQueue({ status, kind });
  const ids = { status: useId(), kind: useId() };
  return (
    <AdminLayout title={text('title')}>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{text('intro')}</p>
      <div className="mb-4 flex flex-wrap gap-3">
        <label htmlFor={ids.status} className="flex items-center gap-2 text-sm font-medium">
          {text('filters.status')}
          <select
            id={ids.status}
            className={field}
            value={status}
            onChange={(e) => setStatus(e.target.value as TicketStatus | '')}
          >
            <option value="">{text('filters.all')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {text(`status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.kind} className="flex items-center gap-2 text-sm font-medium">
          {text('filters.kind')}
          <select
            id={ids.kind}
            className={field}
            value={kind}
            onChange={(e) => setKind(e.target.value as TicketKind | '')}
          >
            <option value="">{text('filters.all')}</option>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {text(`kind.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {queue.isPending ? <Spinner label={text('loading')} /> : null}
      {queue.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={queue.error.message}
          retryLabel={text('retry')}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {queue.data?.items.length === 0 ? <p>{text('empty')}</p> : null}
      <ul className="space-y-2">
        {queue.data?.items.map((ticket) => (
          <li key={ticket.id}>
            <Link
              to={`/admin/support/${ticket.id}`}
              data-testid="admin-ticket"
              className="flex min-h-11 flex-col gap-1 rounded-2xl bg-white p-3 hover:bg-stone-50 dark:bg-stone-900 dark:hover:bg-stone-800"
            >
              <span className="flex flex-wrap items-center gap-2">
                <StatusChip status={ticket.status} />
                <span className="text-xs font-semibold uppercase text-stone-600 dark:text-stone-300">
                  {text(`kind.${ticket.kind}`)}
                  {ticket.priority ? ` · ${text(`priority.${ticket.priority}`)}` : ''}
                </span>
                <span className="font-semibold">{subject(ticket)}</span>
              </span>
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {ticket.customerName ?? '—'} · {format.dateTime(ticket.createdAt)} · {text('facts.messages')}{' '}
                {ticket.messageCount}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}

function Photo({ path }: { path: string }) {
  const text = useAdminSupportText();
  const url = useAdminPhotoUrl(path);
  return url ? (
    <img src={url} alt={text('photoAlt')} className="mt-2 max-h-72 rounded-xl object-contain" />
  ) : null;
}

function Facts({ ticket }: { ticket: AdminSupportTicket }) {
  const text = useAdminSupportText();
  const format = useFormat();
  const facts: [string, string][] = [
    [text('facts.customer'), ticket.customerName ?? '—'],
    [text('facts.email'), ticket.customerEmail ?? '—'],
    [text('facts.created'), format.dateTime(ticket.createdAt)],
  ];
  if (ticket.orderId) facts.push([text('facts.order'), `#${ticket.orderId.slice(-8)}`]);
  if (ticket.orderItemName) facts.push([text('facts.item'), ticket.orderItemName]);
  if (ticket.priority) facts.push([text('facts.priority'), text(`priority.${ticket.priority}`)]);
  if (ticket.kind === 'bug') {
    facts.push([text('facts.appVersion'), ticket.device.appVersion ?? '—']);
    facts.push([text('facts.device'), ticket.device.userAgent ?? '—']);
    facts.push([text('facts.viewport'), ticket.device.viewport ?? '—']);
    facts.push([text('facts.language'), ticket.device.language ?? '—']);
  }
  if (ticket.refundablePaise !== null)
    facts.push([text('facts.refundable'), format.rupees(ticket.refundablePaise)]);
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-2xl bg-white p-3 text-sm sm:grid-cols-2 dark:bg-stone-900">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-1">
          <dt className="text-stone-600 dark:text-stone-400">{label}:</dt>
          <dd className="break-all font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Rupees typed by the admin ("45" or "45.50") in paise; null when empty; NaN when not an amount. */
function paiseOf(input: string): number | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

function ResolveForm({ ticket }: { ticket: AdminSupportTicket }) {
  const text = useAdminSupportText();
  const format = useFormat();
  const resolve = useResolveTicket(ticket.id);
  const [amount, setAmount] = useState('');
  const [cash, setCash] = useState<CashRefundChoice>(EMPTY_CASH_REFUND);
  const [error, setError] = useState<string | undefined>();
  const amountId = useId();
  const paise = paiseOf(amount);
  const canRefund = ticket.kind === 'order' && (ticket.refundablePaise ?? 0) > 0 && !ticket.refund;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paise !== null && Number.isNaN(paise)) {
      setError(text('resolve.invalid'));
      return;
    }
    setError(undefined);
    // A cash order's refund says where it goes (ADR 0079); any other goes back the way it was paid.
    const refundTo = ticket.cashOnDelivery && paise ? refundToOf(cash) : undefined;
    resolve.mutate(
      { refundPaise: paise, ...(refundTo ? { refundTo } : {}) },
      {
        onSuccess: () => toast.success(text('resolve.done')),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-2xl bg-white p-3 dark:bg-stone-900" noValidate>
      <h2 className="text-lg font-semibold">{text('resolve.heading')}</h2>
      {canRefund ? (
        <div className="space-y-1">
          <label htmlFor={amountId} className="block text-sm font-medium">
            {text('resolve.refund')}
          </label>
          <input
            id={amountId}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby={`${amountId}-hint`}
            aria-invalid={error ? true : undefined}
            className={`${field} w-full`}
          />
          <p id={`${amountId}-hint`} className="text-xs text-stone-600 dark:text-stone-400">
            {text('resolve.refundHint', { amount: format.rupees(ticket.refundablePaise ?? 0) })}
          </p>
          {ticket.cashOnDelivery ? <CashRefundFields value={cash} onChange={setCash} /> : null}
        </div>
      ) : ticket.kind === 'order' && ticket.refundablePaise === null ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{text('resolve.noRefund')}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={resolve.isPending}>
        {paise && !Number.isNaN(paise)
          ? text('resolve.submitWithRefund', { amount: format.rupees(paise) })
          : text('resolve.submit')}
      </Button>
    </form>
  );
}

function AnswerForm({ ticketId }: { ticketId: string }) {
  const text = useAdminSupportText();
  const answer = useAnswerTicket(ticketId);
  const [message, setMessage] = useState('');
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(message, {
      onSuccess: () => {
        setMessage('');
        toast.success(text('answered'));
      },
      onError: (failure) => toast.error(text('failed', { message: failure.message })),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={messageId} className="block text-sm font-medium">
        {text('answer')}
      </label>
      <textarea
        id={messageId}
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base dark:border-stone-600 dark:bg-stone-950"
      />
      <Button type="submit" disabled={answer.isPending}>
        {text('send')}
      </Button>
    </form>
  );
}

/** /admin/support/:ticketId: the request, its conversation, an answer, and resolving (with a refund). */
export function SupportTicket() {
  const { ticketId = '' } = useParams();
  const text = useAdminSupportText();
  const format = useFormat();
  const subject = useSubject();
  const ticket = useSupportTicket(ticketId);
  const view = ticket.data?.ticket;
  return (
    <AdminLayout title={view ? subject(view) : text('ticketTitle')}>
      {ticket.isPending ? <Spinner label={text('loading')} /> : null}
      {ticket.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={ticket.error.message}
          retryLabel={text('retry')}
          onRetry={() => void ticket.refetch()}
        />
      ) : null}
      {view ? (
        <div className="space-y-4">
          <p className="flex flex-wrap items-center gap-2">
            <StatusChip status={view.status} />
            <span className="text-sm font-semibold">{text(`kind.${view.kind}`)}</span>
          </p>
          <Facts ticket={view} />
          {view.refund ? (
            <p
              role="status"
              className="rounded-2xl bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-200"
            >
              {text('refunded', {
                amount: format.rupees(view.refund.amountPaise),
                status: view.refund.status,
              })}
            </p>
          ) : null}
          <ol className="space-y-3">
            {view.messages.map((message) => (
              <li
                key={message.id}
                data-testid={message.fromStaff ? 'staff-message' : 'customer-message'}
                className={`max-w-[90%] rounded-2xl p-3 ${
                  message.fromStaff
                    ? 'ml-auto bg-brand-50 dark:bg-brand-900/60'
                    : 'bg-white dark:bg-stone-900'
                }`}
              >
                <p className="text-xs font-semibold text-stone-600 dark:text-stone-300">
                  {message.fromStaff ? text('staff') : text('customer')} ·{' '}
                  {format.dateTime(message.createdAt)}
                </p>
                <p className="whitespace-pre-wrap break-words">{message.body}</p>
                {message.photoUrl ? <Photo path={message.photoUrl} /> : null}
              </li>
            ))}
          </ol>
          <AnswerForm ticketId={view.id} />
          {view.status !== 'resolved' ? <ResolveForm ticket={view} /> : null}
          <Link to="/admin/support" className={linkButtonClass.secondary}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {text('back')}
          </Link>
        </div>
      ) : null}
    </AdminLayout>
  );
}
