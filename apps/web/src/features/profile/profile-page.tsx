import {
  errorMessage,
  formatDayMonthYear,
  formatIndianPhone,
  type Profile,
  parseDayMonthYear,
} from '@tokri/core';
import {
  BadgeCheck,
  Bell,
  Bike,
  ChevronRight,
  CreditCard,
  Eye,
  Gift,
  History,
  Info,
  LifeBuoy,
  type LucideIcon,
  MapPinHouse,
  Package,
  Repeat,
  Settings,
  Share2,
  Shield,
  Star,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../../i18n/index.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { useFormat } from '../../shared/format/use-format.js';
import { useCurrentUser } from '../../shared/session/use-auth.js';
import { useShareOrCopy } from '../../shared/share/use-share-or-copy.js';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { TextField } from '../../shared/ui/text-field.js';
import { toast } from '../../shared/ui/toast.js';
import { useProfileText } from './i18n/texts.js';
import { useProfile, useUpdateProfile } from './profile-api.js';
import { SignOutButton } from './sign-out-button.js';

const TOGGLES = ['pushNotifications', 'emailMarketing', 'smsUpdates'] as const;

/**
 * What the date field holds, as the API wants it: '' for none, ISO for a calendar date, null if it is not one.
 * Whether the date is allowed (not in the future, 13 or older, in IST) is the server's to say, field by field.
 */
function readDateOfBirth(typed: string): string | null {
  if (typed.trim() === '') return '';
  return parseDayMonthYear(typed);
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const text = useProfileText();
  const update = useUpdateProfile();
  const [dateError, setDateError] = useState<string | undefined>();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const dateOfBirth = readDateOfBirth(String(form.get('dateOfBirth') ?? ''));
    setDateError(dateOfBirth === null ? errorMessage('INVALID_DATE', currentLanguage()) : undefined);
    if (dateOfBirth === null) return;
    update.mutate(
      {
        fullName: String(form.get('fullName') ?? ''),
        phone: String(form.get('phone') ?? ''),
        dateOfBirth,
        pushNotifications: form.get('pushNotifications') === 'on',
        emailMarketing: form.get('emailMarketing') === 'on',
        smsUpdates: form.get('smsUpdates') === 'on',
      },
      {
        onSuccess: () => toast.success(t('profile.saved')),
        onError: (error) => {
          // Field errors are shown under their fields; only other failures need a toast.
          const fieldErrors = (error as { fields?: Record<string, string> }).fields ?? {};
          if (Object.keys(fieldErrors).length === 0) {
            toast.error(t('profile.saveFailed'), { description: error.message });
          }
        },
      },
    );
  };
  const fields =
    update.error && 'fields' in update.error ? (update.error.fields as Record<string, string>) : {};
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
        <legend className="sr-only">{t('profile.details')}</legend>
        <TextField
          label={t('profile.fullName')}
          name="fullName"
          defaultValue={profile.fullName ?? ''}
          autoComplete="name"
          error={fields.fullName}
        />
        <TextField
          label={t('profile.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          defaultValue={formatIndianPhone(profile.phone ?? '')}
          autoComplete="tel-national"
          error={fields.phone}
        />
        {/* Day first, as Indians write it: the native date input shows mm/dd/yyyy on an en-US browser. */}
        <TextField
          label={t('profile.dateOfBirth')}
          name="dateOfBirth"
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          placeholder={t('profile.dateOfBirthPlaceholder')}
          hint={`${t('profile.dateOfBirthHint')}. ${text('dateOfBirthRule')}`}
          defaultValue={formatDayMonthYear(profile.dateOfBirth ?? '')}
          onBlur={(event) => {
            const iso = parseDayMonthYear(event.currentTarget.value);
            if (iso) event.currentTarget.value = formatDayMonthYear(iso);
          }}
          error={dateError ?? fields.dateOfBirth}
        />
      </fieldset>
      <fieldset className="space-y-1 rounded-2xl bg-white p-4 dark:bg-stone-900">
        {/* Floated, the legend sits inside the card's padding instead of on its top edge. */}
        <legend className="float-left mb-2 w-full font-semibold">{t('profile.preferences')}</legend>
        {TOGGLES.map((name) => (
          <label key={name} className="clear-both flex min-h-11 items-center justify-between gap-3">
            <span>{t(`profile.${name}`)}</span>
            <input
              type="checkbox"
              name={name}
              defaultChecked={profile[name]}
              className="size-5 accent-brand-600"
            />
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={update.isPending} className="w-full">
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}

const row = 'flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left';

function RowLink({
  to,
  icon: Icon,
  label,
  testId,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  testId?: string;
}) {
  return (
    <Link to={to} className={row} data-testid={testId}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="flex-1">{label}</span>
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/**
 * Every page of the person's account, reached by tapping (issue 32 item 1): their lists, help, and the rider app or
 * the admin console for those who also work there.
 */
function MoreLinks({ isAdmin, isRider }: { isAdmin: boolean; isRider: boolean }) {
  const { t } = useTranslation();
  const text = useProfileText();
  const shareOrCopy = useShareOrCopy();
  const share = () =>
    shareOrCopy({ title: t('app.name'), text: t('profile.shareText'), url: `${window.location.origin}/` });
  return (
    <nav
      aria-label={t('profile.more')}
      className="divide-y divide-stone-200 rounded-2xl bg-white dark:divide-stone-800 dark:bg-stone-900"
    >
      {isRider ? (
        <RowLink to="/delivery" icon={Bike} label={text('roles.riderApp')} testId="open-rider-app" />
      ) : null}
      {isAdmin ? (
        <RowLink to="/admin" icon={Shield} label={text('roles.adminConsole')} testId="open-admin-console" />
      ) : null}
      <RowLink to="/orders" icon={Package} label={t('pages.orders')} />
      <RowLink to="/previously-bought" icon={History} label={t('pages.previouslyBought')} />
      <RowLink to="/frequently-bought" icon={Repeat} label={t('pages.frequentlyBought')} />
      <RowLink to="/recently-viewed" icon={Eye} label={t('pages.recentlyViewed')} />
      <RowLink to="/saved-addresses" icon={MapPinHouse} label={t('pages.savedAddresses')} />
      <RowLink to="/wallet" icon={Wallet} label={t('pages.wallet')} />
      <RowLink to="/payment-methods" icon={CreditCard} label={t('pages.paymentMethods')} />
      <RowLink to="/notifications" icon={Bell} label={t('pages.notifications')} />
      <RowLink to="/settings" icon={Settings} label={t('profile.settings')} />
      <RowLink to="/support" icon={LifeBuoy} label={t('pages.support')} testId="open-support" />
      <RowLink to="/refer" icon={Gift} label={t('profile.referAndEarn')} />
      <button type="button" onClick={() => void share()} className={row}>
        <Share2 aria-hidden="true" className="size-5" />
        <span className="flex-1">{t('profile.shareApp')}</span>
      </button>
      <RowLink to="/rate-app" icon={Star} label={t('profile.rateApp')} />
      <RowLink to="/about" icon={Info} label={t('pages.about')} />
    </nav>
  );
}

/** Issue 16: shown only when it is true (the server decides), with what earned it. */
function ActiveMemberBadge({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const text = useProfileText();
  if (!profile.activeMember || !profile.activeMemberReason) return null;
  return (
    <div className="mt-1" data-testid="active-member">
      <p className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-300">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {t('profile.activeMember')}
      </p>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        {text(`badge.${profile.activeMemberReason}`)}
      </p>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useCurrentUser();
  const profile = useProfile();
  return (
    <Page title={t('pages.profile')}>
      {profile.isPending ? <Spinner label={t('app.loading')} /> : null}
      {profile.isError ? <p role="alert">{profile.error.message}</p> : null}
      {profile.data ? (
        <div className="space-y-4">
          <div className="flex items-center gap-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
            <div className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700 dark:bg-brand-900 dark:text-brand-300">
              {(profile.data.fullName ?? user?.email ?? user?.phone ?? '?').slice(0, 1).toUpperCase()}
            </div>
            <div className="min-w-0">
              <p className="truncate font-semibold">
                {profile.data.fullName ?? user?.email ?? formatIndianPhone(user?.phone ?? '')}
              </p>
              <p className="truncate text-sm text-stone-500">
                {profile.data.email ?? formatIndianPhone(profile.data.phone ?? '')}
              </p>
              <ActiveMemberBadge profile={profile.data} />
              <p className="text-xs text-stone-500">
                {t('profile.memberSince', { date: format.date(profile.data.memberSince) })}
              </p>
            </div>
          </div>
          <ProfileForm profile={profile.data} />
          <MoreLinks isAdmin={user?.isAdmin ?? false} isRider={user?.isDeliveryPartner ?? false} />
          <SignOutButton />
        </div>
      ) : null}
    </Page>
  );
}
