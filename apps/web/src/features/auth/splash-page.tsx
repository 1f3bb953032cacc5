import { Clock, Leaf, Milk } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { LanguageSelect } from '../language/index.js';

export function SplashPage() {
  const { t } = useTranslation();
  const points = [
    { Icon: Leaf, text: t('splash.points.fresh') },
    { Icon: Clock, text: t('splash.points.fast') },
    { Icon: Milk, text: t('splash.points.daily') },
  ];
  return (
    <div className="relative mx-auto flex min-h-dvh max-w-md flex-col px-6 pt-6 pb-8">
      <div className="flex justify-end">
        <div className="w-36">
          <LanguageSelect compact />
        </div>
      </div>
      <div className="flex flex-1 flex-col justify-center">
        <img src="/favicon.svg" alt="" width="72" height="72" className="mb-6 rounded-2xl shadow-lg" />
        <p className="text-4xl font-extrabold text-brand-600 dark:text-brand-400">{t('app.name')}</p>
        <h1 className="mt-2 text-3xl leading-tight font-bold">{t('splash.headline')}</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-400">{t('splash.body')}</p>
        <ul className="mt-6 space-y-3">
          {points.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 grid gap-3">
        <Link
          to="/auth?mode=sign-up"
          className="rounded-xl bg-brand-600 px-4 py-3 text-center text-lg font-semibold text-white hover:bg-brand-700"
        >
          {t('splash.getStarted')}
        </Link>
        <Link
          to="/auth"
          className="rounded-xl border border-stone-300 px-4 py-3 text-center font-semibold dark:border-stone-600"
        >
          {t('splash.haveAccount')}
        </Link>
        <nav className="mt-2 flex flex-wrap justify-center gap-x-4 text-xs text-stone-500 [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center">
          <Link to="/about">{t('pages.about')}</Link>
          <Link to="/privacy-policy">{t('pages.privacyPolicy')}</Link>
          <Link to="/terms-conditions">{t('pages.termsConditions')}</Link>
        </nav>
      </div>
    </div>
  );
}
