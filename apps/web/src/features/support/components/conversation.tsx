import type { SupportMessage } from '@tokri/core';
import { useFormat } from '../../../shared/format/use-format.js';
import { usePhotoUrl } from '../api/support-api.js';
import { useSupportText } from '../i18n/texts.js';

function MessagePhoto({ path, alt }: { path: string; alt: string }) {
  const url = usePhotoUrl(path);
  return url ? <img src={url} alt={alt} className="mt-2 max-h-64 rounded-xl object-contain" /> : null;
}

/** The ticket's messages, oldest first: the customer's on the right, support's on the left. */
export function Conversation({ messages }: { messages: SupportMessage[] }) {
  const text = useSupportText();
  const format = useFormat();
  return (
    <ol className="space-y-3" aria-label={text('tickets.title')}>
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid={message.fromStaff ? 'staff-message' : 'customer-message'}
          className={`max-w-[90%] rounded-2xl p-3 ${
            message.fromStaff
              ? 'bg-white dark:bg-stone-900'
              : 'ml-auto bg-brand-50 text-stone-950 dark:bg-brand-900/60 dark:text-white'
          }`}
        >
          <p className="text-xs font-semibold text-stone-600 dark:text-stone-300">
            {message.fromStaff ? text('ticket.staff') : text('ticket.you')} ·{' '}
            {format.dateTime(message.createdAt)}
          </p>
          <p className="whitespace-pre-wrap break-words">{message.body}</p>
          {message.photoUrl ? <MessagePhoto path={message.photoUrl} alt={text('ticket.photoAlt')} /> : null}
        </li>
      ))}
    </ol>
  );
}
