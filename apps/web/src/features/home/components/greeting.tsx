import { istDayPart } from '@tokri/core';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useCurrentUser } from '../../../shared/session/use-auth.js';

/** "Good morning, Priya": the time of day in IST, whatever the phone's time zone. */
export function Greeting() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const greeting = t(`home.greeting.${istDayPart(new Date())}`);
  const firstName = user?.fullName?.split(' ')[0];
  return (
    <div className="mb-4">
      <h1 className="text-2xl font-bold" data-testid="greeting">
        {firstName ? t('home.greetingNamed', { greeting, name: firstName }) : greeting}
      </h1>
      <p className="text-stone-600 dark:text-stone-400">{t('home.subtitle')}</p>
    </div>
  );
}
