import { useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionStatus } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error.js';
import { useFormat } from '../../shared/format/use-format.js';
import { sessionStore } from '../../shared/session/session-store.js';
import { useCurrentUser } from '../../shared/session/use-auth.js';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { TextField } from '../../shared/ui/text-field.js';
import { toast } from '../../shared/ui/toast.js';
import { requestDeletion, useCancelDeletion, useDeletionStatus } from './api/privacy-api.js';
import { usePrivacyText } from './i18n/texts.js';
import { PrivacyLinks } from './privacy-links.js';

/** /privacy/delete-account (DPDP Act 2023, ADR 0051): confirm with the password, or cancel during the grace period. */
export function DeleteAccountPage() {
  const text = usePrivacyText();
  const user = useCurrentUser();
  const status = useDeletionStatus();

  let body: React.ReactNode;
  if (user && (user.isAdmin || user.isDeliveryPartner)) body = <p role="note">{text('delete.staff')}</p>;
  else if (status.isPending) body = <Spinner label={text('delete.title')} />;
  else if (status.isError)
    body = (
      <QueryError
        message={text('delete.loadFailed')}
        detail={status.error.message}
        retryLabel={text('delete.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  else if (status.data.scheduled) body = <ScheduledDeletion eraseAfter={status.data.scheduled.eraseAfter} />;
  else body = <DeletionForm status={status.data} />;

  return (
    <Page title={text('delete.title')}>
      {body}
      <PrivacyLinks current="delete" />
    </Page>
  );
}

function ScheduledDeletion({ eraseAfter }: { eraseAfter: string }) {
  const text = usePrivacyText();
  const format = useFormat();
  const cancel = useCancelDeletion();
  return (
    <div
      role="status"
      className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/60"
    >
      <h2 className="text-lg font-semibold">{text('delete.scheduledTitle')}</h2>
      <p>{text('delete.scheduledOn', { date: format.date(eraseAfter) })}</p>
      <Button
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(undefined, { onSuccess: () => toast.success(text('delete.cancelled')) })}
      >
        {cancel.isPending ? text('delete.cancelling') : text('delete.cancel')}
      </Button>
      {cancel.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {cancel.error.message}
        </p>
      ) : null}
    </div>
  );
}

function DeletionForm({ status }: { status: AccountDeletionStatus }) {
  const text = usePrivacyText();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setPending(true);
    setError(null);
    try {
      const scheduled = await requestDeletion(password);
      toast.success(
        text('delete.scheduledToast', {
          date: format.date(scheduled.scheduled?.eraseAfter ?? new Date().toISOString()),
        }),
      );
      // Every session was revoked by the request; this one is dropped here without asking the server again.
      queryClient.clear();
      await sessionStore.signOut();
      navigate('/auth', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new ApiError(0, 'UNEXPECTED', String(failure)));
      setPending(false);
    }
  };

  const passwordError = error?.fields.password ? error.message : undefined;
  return (
    <div className="space-y-4 leading-relaxed">
      <p>{text('delete.intro')}</p>
      <section>
        <h2 className="font-semibold">{text('delete.erased')}</h2>
        <p>{text('delete.erasedList')}</p>
      </section>
      <section>
        <h2 className="font-semibold">{text('delete.kept')}</h2>
        <p>{text('delete.keptList')}</p>
      </section>
      <p>
        {status.graceDays > 0 ? text('delete.grace', { count: status.graceDays }) : text('delete.graceNone')}
      </p>
      <p className="text-sm text-stone-600 dark:text-stone-400">{text('delete.activeOrders')}</p>
      <form onSubmit={onSubmit} className="space-y-3" noValidate>
        <TextField
          label={text('delete.password')}
          hint={text('delete.passwordHint')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={passwordError}
        />
        {error && !passwordError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" variant="danger" disabled={pending} className="w-full sm:w-auto">
          {pending ? text('delete.submitting') : text('delete.submit')}
        </Button>
      </form>
    </div>
  );
}
