import { Link } from 'react-router';
import { usePrivacyText } from './i18n/texts.js';

const LINK = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline dark:text-brand-300';

/** The other privacy pages, under each one. */
export function PrivacyLinks({ current }: { current: 'data' | 'delete' }) {
  const text = usePrivacyText();
  return (
    <nav aria-label={text('links.policy')} className="mt-6 flex flex-wrap gap-x-4">
      <Link className={LINK} to="/privacy-policy">
        {text('links.policy')}
      </Link>
      {current === 'delete' ? (
        <Link className={LINK} to="/privacy/data">
          {text('links.data')}
        </Link>
      ) : (
        <Link className={LINK} to="/privacy/delete-account">
          {text('links.delete')}
        </Link>
      )}
    </nav>
  );
}
