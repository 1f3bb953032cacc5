import { landingPathFor } from '@tokri/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { ApiError } from '../../shared/api/api-error.js';
import { sessionStore } from '../../shared/session/session-store.js';
import { Spinner } from '../../shared/ui/spinner.js';

function landingOfSession(): string {
  const user = sessionStore.getState().session?.user;
  return user ? landingPathFor(user) : '/home';
}

/**
 * Completes link flows: a password-recovery link signs the user in and asks for the new password; a sign-up link
 * (ADR 0072) makes the account, signs it in and goes home.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const type = params.get('type');
    if ((type !== 'recovery' && type !== 'signup') || !token) {
      setError(t('auth.callbackFailed'));
      return;
    }
    const done =
      type === 'signup'
        ? sessionStore.confirmSignUp(token).then(() => navigate(landingOfSession(), { replace: true }))
        : sessionStore
            .verifyRecovery(token)
            // The reset link proved who this is: the server lets this session skip the current password.
            .then(() =>
              navigate('/auth?action=update-password', { replace: true, state: { recovery: true } }),
            );
    done.catch((caught: unknown) =>
      setError(caught instanceof ApiError ? caught.message : t('auth.callbackFailed')),
    );
  }, [params, navigate, t]);

  if (!error) return <Spinner label={t('auth.callbackWorking')} />;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-bold">{t('auth.callbackFailed')}</h1>
      <p className="text-stone-600 dark:text-stone-400">{error}</p>
      <Link
        to={params.get('type') === 'signup' ? '/auth' : '/auth?mode=forgot'}
        className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white"
      >
        {t('auth.backToSignIn')}
      </Link>
    </div>
  );
}
