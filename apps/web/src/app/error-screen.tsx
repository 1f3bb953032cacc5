import { useTranslation } from '../i18n/use-translation.js';

/** Spec §2 error screen. Uses plain links so it works even when the router itself failed. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errors.title')}</h1>
      <p className="text-stone-600 dark:text-stone-400">{t('errors.body')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onRetry ?? (() => window.location.reload())}
          className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('errors.tryAgain')}
        </button>
        <a
          href="/home"
          className="rounded-xl border border-stone-300 px-4 py-2.5 font-semibold dark:border-stone-600"
        >
          {t('errors.goHome')}
        </a>
      </div>
    </main>
  );
}
