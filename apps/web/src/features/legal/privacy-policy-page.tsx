import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { Page } from '../../shared/ui/page.js';
import { privacyPolicyTexts } from './i18n/privacy-policy-texts.js';

/** Addresses and paths the texts name, kept out of the translations (the same in every language). */
const PLACES = {
  grievanceEmail: 'grievance@tokri.in',
  supportEmail: 'support@tokri.in',
  dataPath: '/privacy/data',
  deletePath: '/privacy/delete-account',
};

/** Fills `{{name}}` from PLACES (a local fill: importing core's `interpolate` would split its module out of /home's chunk). */
const fill = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => PLACES[name as keyof typeof PLACES] ?? whole);

const OTHER_PAGES = [
  ['pages.termsConditions', '/terms-conditions'],
  ['pages.shippingPolicy', '/shipping-policy'],
  ['pages.refundPolicy', '/refund-policy'],
  ['pages.about', '/about'],
] as const;

/** /privacy-policy (DPDP Act 2023, ADR 0051): what is collected, why, who sees it, how long, and your rights. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const policy = privacyPolicyTexts.texts[useLanguage()];
  return (
    <Page title={policy.title}>
      <article className="space-y-5 leading-relaxed">
        {Object.entries(policy.sections).map(([id, section]) => (
          <section key={id} aria-labelledby={`privacy-${id}`} className="space-y-2">
            <h2 id={`privacy-${id}`} className="text-lg font-semibold">
              {section.heading}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </section>
        ))}
        <p className="text-xs text-stone-500 dark:text-stone-400">{policy.updated}</p>
      </article>
      <nav className="mt-6 flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium text-brand-600 dark:text-brand-400">
        {OTHER_PAGES.map(([key, to]) => (
          <Link key={to} to={to} className="inline-flex min-h-11 items-center">
            {t(key)}
          </Link>
        ))}
      </nav>
    </Page>
  );
}
