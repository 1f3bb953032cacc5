import type { SupportTicketSummary } from '@tokri/core';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useMyTickets } from './api/support-api.js';
import { TicketStatusChip } from './components/ticket-status.js';
import { useSupportText } from './i18n/texts.js';

/** What a ticket is about, in one line: the bug's title, or the reason and the order's short id. */
export function useTicketSubject() {
  const text = useSupportText();
  return (ticket: Pick<SupportTicketSummary, 'title' | 'reason' | 'orderId'>) =>
    ticket.title ??
    [
      ticket.reason ? text(`reasons.${ticket.reason}`) : null,
      ticket.orderId ? text('tickets.order', { order: ticket.orderId.slice(-8) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** /support/tickets: the customer's own requests, newest activity first. */
export function TicketsPage() {
  const text = useSupportText();
  const format = useFormat();
  const subject = useTicketSubject();
  const tickets = useMyTickets();
  return (
    <Page title={text('tickets.title')}>
      {tickets.isPending ? <Spinner label={text('loading')} /> : null}
      {tickets.isError ? (
        <QueryError
          message={text('tickets.loadFailed')}
          detail={tickets.error.message}
          retryLabel={text('retry')}
          onRetry={() => void tickets.refetch()}
        />
      ) : null}
      {tickets.data?.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 dark:bg-stone-900">{text('tickets.empty')}</p>
      ) : null}
      <ul className="space-y-2">
        {tickets.data?.items.map((ticket) => (
          <li key={ticket.id}>
            <Link
              to={`/support/tickets/${ticket.id}`}
              className="flex min-h-11 flex-col gap-1 rounded-2xl bg-white p-3 hover:bg-stone-50 dark:bg-stone-900 dark:hover:bg-stone-800"
            >
              <span className="flex flex-wrap items-center gap-2">
                <TicketStatusChip status={ticket.status} />
                <span className="font-semibold">{subject(ticket)}</span>
              </span>
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {text('tickets.updated', { when: format.dateTime(ticket.updatedAt) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
