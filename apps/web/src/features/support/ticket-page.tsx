import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format.js';
import { Button } from '../../shared/ui/button.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { useMyTicket, useReplyToTicket } from './api/support-api.js';
import { Conversation } from './components/conversation.js';
import { MessageField } from './components/message-field.js';
import { TicketStatusChip } from './components/ticket-status.js';
import { useSupportText } from './i18n/texts.js';
import { useTicketSubject } from './tickets-page.js';

/** /support/tickets/:ticketId: one request with its conversation; the customer can write back. */
export function TicketPage() {
  const { ticketId = '' } = useParams();
  const text = useSupportText();
  const format = useFormat();
  const subject = useTicketSubject();
  const ticket = useMyTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    reply.mutate(message, {
      onSuccess: () => {
        setMessage('');
        toast.success(text('ticket.sent'));
      },
      onError: (failure) => setError(failure.message),
    });
  };

  if (ticket.isPending) return <Spinner label={text('loading')} />;
  if (ticket.isError)
    return (
      <Page title={text('tickets.title')}>
        <QueryError
          message={text('tickets.loadFailed')}
          detail={ticket.error.message}
          retryLabel={text('retry')}
          onRetry={() => void ticket.refetch()}
        />
      </Page>
    );
  const view = ticket.data.ticket;
  return (
    <Page title={subject(view)}>
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <TicketStatusChip status={view.status} />
          {view.orderItemName ? <span>{text('ticket.item', { name: view.orderItemName })}</span> : null}
          {view.priority ? (
            <span>{text('tickets.priority', { priority: text(`bug.priorities.${view.priority}`) })}</span>
          ) : null}
        </p>
        {view.refund ? (
          <p
            role="status"
            className="rounded-2xl bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-200"
          >
            {text('ticket.refund', { amount: format.rupees(view.refund.amountPaise) })}
          </p>
        ) : null}
        <Conversation messages={view.messages} />
        <form onSubmit={send} className="space-y-2" noValidate>
          <MessageField
            label={text('ticket.reply')}
            value={message}
            onChange={setMessage}
            error={error}
            rows={3}
          />
          <Button type="submit" disabled={reply.isPending}>
            {text('ticket.send')}
          </Button>
        </form>
        <Link to="/support/tickets" className={linkButtonClass.secondary}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {text('ticket.back')}
        </Link>
      </div>
    </Page>
  );
}
