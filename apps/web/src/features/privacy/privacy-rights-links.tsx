import { Download, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { usePrivacyText } from './i18n/texts.js';

/** "Download my data" and "Delete my account", for the profile and settings pages to place (ADR 0051). */
export function PrivacyRightsLinks() {
  const text = usePrivacyText();
  const row = 'flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left';
  return (
    <nav
      aria-label={text('links.policy')}
      className="divide-y divide-stone-200 rounded-2xl bg-white dark:divide-stone-800 dark:bg-stone-900"
    >
      <Link to="/privacy/data" className={row}>
        <Download aria-hidden="true" className="size-5" />
        <span className="flex-1">{text('links.data')}</span>
      </Link>
      <Link to="/privacy/delete-account" className={`${row} text-red-700 dark:text-red-300`}>
        <UserX aria-hidden="true" className="size-5" />
        <span className="flex-1">{text('links.delete')}</span>
      </Link>
    </nav>
  );
}
