import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { Page } from '../../shared/ui/page.js';
import { PrivacyPolicyPage } from './privacy-policy-page.js';

const TITLES = {
  privacy: 'pages.privacyPolicy',
  terms: 'pages.termsConditions',
  shipping: 'pages.shippingPolicy',
  refund: 'pages.refundPolicy',
  about: 'pages.about',
} as const;

export function LegalPage({ kind }: { kind: keyof typeof TITLES }) {
  // The privacy policy's text is its own (ADR 0051), in this chunk rather than the app's bundle.
  if (kind === 'privacy') return <PrivacyPolicyPage />;
  return <BundledLegalPage kind={kind} />;
}

function BundledLegalPage({ kind }: { kind: Exclude<keyof typeof TITLES, 'privacy'> }) {
  const { t } = useTranslation();
  const paragraphs = t(`legal.${kind}`, { returnObjects: true }) as readonly string[];
  return (
    <Page title={t(TITLES[kind])}>
      <article className="space-y-3 leading-relaxed">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p className="text-sm text-stone-500">{t('legal.contact')}</p>
        <p className="text-xs text-stone-500">{t('legal.updated')}</p>
      </article>
      <nav className="mt-6 flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium text-brand-600 dark:text-brand-400">
        {Object.entries(TITLES)
          .filter(([other]) => other !== kind)
          .map(([other, key]) => (
            <Link
              key={other}
              className="inline-flex min-h-11 items-center"
              to={
                other === 'about'
                  ? '/about'
                  : `/${other === 'terms' ? 'terms-conditions' : `${other}-policy`}`
              }
            >
              {t(key)}
            </Link>
          ))}
      </nav>
    </Page>
  );
}
