import { INTL_LOCALE } from '@tokri/core';
import {
  BellRing,
  ChevronRight,
  CreditCard,
  Download,
  FileText,
  LifeBuoy,
  type LucideIcon,
  MapPinHouse,
  Trash2,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../../i18n/index.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { SoundToggle } from '../../shared/sound/sound-toggle.js';
import { SoundVolume } from '../../shared/sound/sound-volume.js';
import { Page } from '../../shared/ui/page.js';
import { LanguageSelect } from '../language/index.js';
import { ThemeSelect } from '../theme/index.js';
import { ChannelSwitches } from './channel-switches.js';
import { useProfileText } from './i18n/texts.js';
import { SignOutButton } from './sign-out-button.js';
import { SignOutEverywhere } from './sign-out-everywhere.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function LinkRow({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center gap-3 font-medium hover:text-brand-700 dark:hover:text-brand-300"
    >
      <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
      <span className="flex-1">{label}</span>
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** Issue 16 item 2: one page, reached from the profile, for everything the customer can set. */
export function SettingsPage() {
  const { t } = useTranslation();
  const text = useProfileText();
  return (
    <Page title={t('pages.settings')}>
      <div className="space-y-4">
        <Section title={text('settings.appearance')}>
          <LanguageSelect />
          <ThemeSelect />
        </Section>
        <Section title={text('settings.sounds')}>
          <SoundToggle />
          <SoundVolume
            label={text('settings.volume')}
            valueText={(percent) =>
              new Intl.NumberFormat(INTL_LOCALE[currentLanguage()], { style: 'percent' }).format(
                percent / 100,
              )
            }
          />
        </Section>
        <Section title={text('settings.channels')}>
          <p className="text-sm text-stone-600 dark:text-stone-400">{text('settings.channelsHint')}</p>
          <ChannelSwitches />
          <LinkRow to="/push-notifications" icon={BellRing} label={text('settings.pushDevices')} />
        </Section>
        <Section title={text('settings.account')}>
          <LinkRow to="/saved-addresses" icon={MapPinHouse} label={text('settings.savedAddresses')} />
          <LinkRow to="/payment-methods" icon={CreditCard} label={text('settings.paymentMethods')} />
          <LinkRow to="/wallet" icon={Wallet} label={text('settings.wallet')} />
        </Section>
        <Section title={text('settings.privacy')}>
          <LinkRow to="/privacy/data" icon={Download} label={text('settings.downloadData')} />
          <LinkRow to="/privacy/delete-account" icon={Trash2} label={text('settings.deleteAccount')} />
          <LinkRow to="/privacy-policy" icon={FileText} label={t('pages.privacyPolicy')} />
        </Section>
        <LinkRow to="/support" icon={LifeBuoy} label={t('pages.support')} />
        <SignOutButton />
        <SignOutEverywhere />
      </div>
    </Page>
  );
}
