import { landingPathFor } from '@tokri/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.js';
import { useCurrentUser } from '../shared/session/use-auth.js';

export function StatusPage({
  title,
  body,
  testId,
  to = '/home',
  linkLabel,
}: {
  title: string;
  body: string;
  testId: string;
  to?: string;
  linkLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      data-testid={testId}
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-stone-600 dark:text-stone-400">{body}</p>
      <Link
        to={to}
        className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {linkLabel ?? t('notFound.goHome')}
      </Link>
    </section>
  );
}

/** "Go to Home" leads to the person's own start: the console for an admin, the rider app for a rider. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <StatusPage
      testId="not-found"
      title={t('notFound.title')}
      body={t('notFound.body')}
      to={user ? landingPathFor(user) : '/home'}
    />
  );
}
