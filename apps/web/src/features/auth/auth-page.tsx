import { type AccountDeletionStatus, landingPathFor, parseIdentifier } from '@tokri/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { api } from '../../shared/api/api-client.js';
import { ApiError } from '../../shared/api/api-error.js';
import { useFeatureText } from '../../shared/i18n/feature-texts.js';
import { sessionStore } from '../../shared/session/session-store.js';
import { Button } from '../../shared/ui/button.js';
import { TextField } from '../../shared/ui/text-field.js';
import { toast } from '../../shared/ui/toast.js';
import { LanguageSelect } from '../language/index.js';
import { inviteTexts } from './invite-texts.js';

type Mode = 'sign-in' | 'sign-up' | 'forgot' | 'update-password';

function useSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const reset = () => setError(null);
  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, 'UNEXPECTED', String(caught)));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run, reset };
}

function PasswordField({
  label,
  error,
  autoComplete,
  name = 'password',
}: {
  label: string;
  error?: string;
  autoComplete: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField
        label={label}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
        minLength={autoComplete === 'new-password' ? 8 : undefined}
        hint={autoComplete === 'new-password' ? t('auth.passwordHint') : undefined}
        error={error}
      />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        className="absolute -top-3 right-0 inline-flex min-h-11 items-center px-1 text-sm font-medium text-brand-600 dark:text-brand-400"
      >
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </button>
    </div>
  );
}

/** The code from an invite link (issue 16 item 4), shown so the new customer sees it and can correct it. */
function InviteCodeField({ code, error }: { code: string; error: string | undefined }) {
  const text = useFeatureText(inviteTexts);
  return (
    <TextField
      label={text('label')}
      name="referralCode"
      autoComplete="off"
      defaultValue={code}
      hint={text('hint')}
      error={error}
    />
  );
}

export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mode: Mode =
    params.get('action') === 'update-password'
      ? 'update-password'
      : params.get('mode') === 'sign-up' || (params.get('ref') && !params.get('mode'))
        ? 'sign-up'
        : params.get('mode') === 'forgot'
          ? 'forgot'
          : 'sign-in';
  const { pending, error: lastError, run, reset } = useSubmit();
  // Which form the last error came from, so a link that changes the mode cannot carry it over either.
  const [submittedMode, setSubmittedMode] = useState<Mode>(mode);
  const error = submittedMode === mode ? lastError : null;
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The email or phone typed so far follows the shopper from sign-in to "Forgot password?" and back.
  const [identifier, setIdentifier] = useState('');
  const switchMode = (next: Mode) => {
    const search = new URLSearchParams(params);
    search.delete('action');
    if (next === 'sign-in') search.delete('mode');
    else search.set('mode', next);
    setSentTo(null);
    // An error belongs to the form that showed it: "Forgot password?" must not open under "wrong password".
    reset();
    setParams(search, { replace: true });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    setSubmittedMode(mode);
    void run(async () => {
      if (mode === 'sign-in') {
        await sessionStore.signIn(identifier, password);
        // During a deletion's grace period, signing in leads to "scheduled for deletion" and its Cancel (ADR 0051).
        const deletion = await api<AccountDeletionStatus>('/api/privacy/deletion').catch(() => null);
        if (deletion?.scheduled) navigate('/privacy/delete-account', { replace: true });
      } else if (mode === 'sign-up') {
        await sessionStore.signUp(
          identifier,
          password,
          String(form.get('fullName') ?? ''),
          String(form.get('referralCode') ?? '').trim(),
        );
        // Nobody is signed in yet: the link sent to the address completes the sign-up (ADR 0072).
        setSentTo(identifier);
      } else if (mode === 'forgot') {
        await api('/api/auth/password-reset', { body: { identifier } });
        setSentTo(identifier);
      } else {
        const currentPassword = form.get('currentPassword');
        await api('/api/auth/password', {
          body: { password, ...(typeof currentPassword === 'string' ? { currentPassword } : {}) },
        });
        toast.success(t('auth.passwordUpdated'));
        // A rider invited by the shop sets a password here first: they land in the rider app (ADR 0074).
        const user = sessionStore.getState().session?.user;
        navigate(user ? landingPathFor(user) : '/home', { replace: true });
      }
    });
  };

  const fieldError = (name: string) => error?.fields[name];
  const formError =
    error &&
    !fieldError('identifier') &&
    !fieldError('password') &&
    !fieldError('currentPassword') &&
    !fieldError('referralCode')
      ? error.message
      : null;
  // Changing a password needs the current one, unless a reset link opened this session (the server decides;
  // the field also appears if the server asks for it, e.g. after the reset session was used once).
  const askCurrentPassword =
    mode === 'update-password' &&
    ((location.state as { recovery?: boolean } | null)?.recovery !== true ||
      Boolean(fieldError('currentPassword')));
  const sentByPhone = sentTo !== null && parseIdentifier(sentTo)?.kind === 'phone';
  const titles: Record<Mode, [string, string]> = {
    'sign-in': [t('auth.signInTitle'), t('auth.signInSubtitle')],
    'sign-up': sentTo
      ? [sentByPhone ? t('auth.checkPhoneTitle') : t('auth.checkEmailTitle'), '']
      : [t('auth.signUpTitle'), t('auth.signUpSubtitle')],
    forgot: [t('auth.forgotTitle'), t('auth.forgotSubtitle')],
    'update-password': [t('auth.updateTitle'), t('auth.updateSubtitle')],
  };
  const submitLabel: Record<Mode, [string, string]> = {
    'sign-in': [t('auth.signIn'), t('auth.signingIn')],
    'sign-up': [t('auth.signUp'), t('auth.signingUp')],
    forgot: [t('auth.sendResetLink'), t('auth.sending')],
    'update-password': [t('auth.savePassword'), t('auth.saving')],
  };

  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col px-6 pt-6 pb-8">
      <div className="flex items-center justify-between">
        <Link
          to="/splash"
          className="inline-flex min-h-11 items-center text-2xl font-extrabold text-brand-600 dark:text-brand-400"
        >
          {t('app.name')}
        </Link>
        <div className="w-36">
          <LanguageSelect compact />
        </div>
      </div>
      <div className="flex flex-1 flex-col justify-center py-8">
        <h1 className="text-2xl font-bold">{titles[mode][0]}</h1>
        {titles[mode][1] ? (
          <p className="mt-1 text-stone-600 dark:text-stone-400">{titles[mode][1]}</p>
        ) : null}
        {sentTo ? (
          <p
            role="status"
            className="mt-6 rounded-xl bg-brand-50 p-4 text-brand-900 dark:bg-brand-900 dark:text-brand-100"
          >
            {mode === 'sign-up'
              ? t(sentByPhone ? 'auth.signUpSentPhone' : 'auth.signUpSentEmail', { identifier: sentTo })
              : t('auth.resetSent', { identifier: sentTo })}
          </p>
        ) : (
          <form key={mode} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            {mode === 'sign-up' ? (
              <TextField label={t('auth.fullName')} name="fullName" autoComplete="name" />
            ) : null}
            {mode !== 'update-password' ? (
              <TextField
                label={t('auth.identifier')}
                name="identifier"
                type="text"
                inputMode="email"
                autoComplete="username"
                required
                value={identifier}
                onChange={(event) => setIdentifier(event.target.value)}
                hint={t('auth.identifierHint')}
                error={fieldError('identifier')}
              />
            ) : null}
            {mode === 'sign-up' && params.get('ref') ? (
              <InviteCodeField code={params.get('ref') ?? ''} error={fieldError('referralCode')} />
            ) : null}
            {askCurrentPassword ? (
              <PasswordField
                label={t('auth.currentPassword')}
                name="currentPassword"
                autoComplete="current-password"
                error={fieldError('currentPassword')}
              />
            ) : null}
            {mode !== 'forgot' ? (
              <PasswordField
                label={mode === 'update-password' ? t('auth.newPassword') : t('auth.password')}
                autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                error={fieldError('password')}
              />
            ) : null}
            {formError ? (
              <p
                role="alert"
                className="rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {formError}
              </p>
            ) : null}
            <Button type="submit" disabled={pending} className="w-full text-lg">
              {pending ? submitLabel[mode][1] : submitLabel[mode][0]}
            </Button>
          </form>
        )}
        <div className="mt-6 space-y-2 text-center text-sm">
          {mode === 'sign-in' ? (
            <>
              <button
                type="button"
                onClick={() => switchMode('forgot')}
                className="min-h-11 px-1 font-medium text-brand-600 dark:text-brand-400"
              >
                {t('auth.forgotPassword')}
              </button>
              <p>
                {t('auth.noAccount')}{' '}
                <button
                  type="button"
                  onClick={() => switchMode('sign-up')}
                  className="min-h-11 px-1 font-semibold text-brand-600 dark:text-brand-400"
                >
                  {t('auth.switchToSignUp')}
                </button>
              </p>
            </>
          ) : null}
          {mode === 'sign-up' ? (
            <p>
              {t('auth.haveAccount')}{' '}
              <button
                type="button"
                onClick={() => switchMode('sign-in')}
                className="min-h-11 px-1 font-semibold text-brand-600 dark:text-brand-400"
              >
                {t('auth.switchToSignIn')}
              </button>
            </p>
          ) : null}
          {mode === 'forgot' ? (
            <button
              type="button"
              onClick={() => switchMode('sign-in')}
              className="min-h-11 px-1 font-semibold text-brand-600 dark:text-brand-400"
            >
              {t('auth.backToSignIn')}
            </button>
          ) : null}
        </div>
      </div>
      <p className="text-center text-xs text-stone-500">
        <Link to="/terms-conditions" className="inline-flex min-h-11 items-center">
          {t('auth.legalNote')}
        </Link>
      </p>
    </div>
  );
}
