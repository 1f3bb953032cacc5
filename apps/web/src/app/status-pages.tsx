import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.js';

function StatusPage({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid={testId}
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-stone-600 dark:text-stone-400">{body}</p>
      <Link
        to="/home"
        className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage testId="not-found" title={t('notFound.title')} body={t('notFound.body')} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusPage testId="forbidden" title={t('forbidden.title')} body={t('forbidden.body')} />;
}
