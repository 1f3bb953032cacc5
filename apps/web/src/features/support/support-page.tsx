import { Bug, Inbox, Package } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useSupportContact } from './api/support-api.js';
import { ContactCard } from './components/contact-card.js';
import { HelpTopicsList } from './components/help-topics-list.js';
import { matchingQuestions } from './help-topics.js';
import { supportTexts, useSupportText } from './i18n/texts.js';

/** /support (spec §2, issue 16 item 3): help topics with a search, help with an order, report a bug, contact us. */
export function SupportPage() {
  const text = useSupportText();
  const contact = useSupportContact();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const matches = useMemo(
    () => matchingQuestions(query, [supportTexts.texts.en, supportTexts.texts.hi, supportTexts.texts.te]),
    [query],
  );
  return (
    <Page title={text('title')}>
      <div className="space-y-6">
        <div className="space-y-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
            {text('search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text('search.placeholder')}
            className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-900"
          />
          <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
            {matches === null
              ? ''
              : matches.size === 0
                ? text('search.none')
                : text('search.results', { count: matches.size })}
          </p>
        </div>
        <section aria-labelledby="support-topics" className="space-y-3">
          <h2 id="support-topics" className="text-lg font-semibold">
            {text('topicsHeading')}
          </h2>
          {contact.isPending ? <Spinner label={text('loading')} /> : null}
          {contact.isError ? (
            <QueryError
              message={text('contact.loadFailed')}
              detail={contact.error.message}
              retryLabel={text('retry')}
              onRetry={() => void contact.refetch()}
            />
          ) : null}
          {contact.data ? <HelpTopicsList rules={contact.data.rules} matches={matches} /> : null}
        </section>
        <section aria-labelledby="support-more" className="space-y-2">
          <h2 id="support-more" className="text-lg font-semibold">
            {text('actions.heading')}
          </h2>
          <div className="grid gap-2 sm:grid-cols-3">
            <Link to="/orders" className={linkButtonClass.secondary} aria-describedby="order-help-hint">
              <Package aria-hidden="true" className="size-5" />
              {text('actions.orderHelp')}
            </Link>
            <Link to="/support/bug" className={linkButtonClass.secondary}>
              <Bug aria-hidden="true" className="size-5" />
              {text('actions.bug')}
            </Link>
            <Link to="/support/tickets" className={linkButtonClass.secondary}>
              <Inbox aria-hidden="true" className="size-5" />
              {text('actions.tickets')}
            </Link>
          </div>
          <p id="order-help-hint" className="text-sm text-stone-600 dark:text-stone-400">
            {text('actions.orderHelpHint')}
          </p>
        </section>
        {contact.data ? <ContactCard contact={contact.data.contact} /> : null}
      </div>
    </Page>
  );
}
