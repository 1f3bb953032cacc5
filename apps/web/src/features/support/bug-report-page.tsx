import type { BugPriority, BugReportRequest } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../i18n/index.js';
import { ApiError } from '../../shared/api/api-error.js';
import { APP_VERSION } from '../../shared/app-version.js';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { TextField } from '../../shared/ui/text-field.js';
import { toast } from '../../shared/ui/toast.js';
import { useReportBug } from './api/support-api.js';
import { MessageField } from './components/message-field.js';
import { useSupportText } from './i18n/texts.js';

const PRIORITIES: readonly BugPriority[] = ['low', 'medium', 'high'];

/** What the app says about itself with a bug report: its version, the browser, the screen and the language. */
function deviceInfo(): BugReportRequest['device'] {
  return {
    appVersion: APP_VERSION,
    userAgent: navigator.userAgent.slice(0, 400),
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    language: currentLanguage(),
  };
}

/** /support/bug: report a bug with a title, a priority and a description (spec §2, issue 16 item 3). */
export function BugReportPage() {
  const text = useSupportText();
  const navigate = useNavigate();
  const report = useReportBug();
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<BugPriority>('medium');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    report.mutate(
      { title, priority, description, device: deviceInfo() },
      {
        onSuccess: ({ ticket }) => {
          toast.success(text('bug.sent'));
          void navigate(`/support/tickets/${ticket.id}`, { replace: true });
        },
        onError: (error) => {
          const field = error instanceof ApiError ? Object.keys(error.fields)[0] : undefined;
          setErrors({ [field ?? 'form']: error.message });
        },
      },
    );
  };

  return (
    <Page title={text('bug.title')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label={text('bug.name')}
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{text('bug.priority')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {PRIORITIES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-stone-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-stone-600 dark:has-checked:bg-brand-900"
              >
                <input
                  type="radio"
                  name="priority"
                  value={value}
                  checked={priority === value}
                  onChange={() => setPriority(value)}
                />
                {text(`bug.priorities.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <MessageField
          label={text('bug.description')}
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {text('bug.device', { version: APP_VERSION })}
        </p>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={report.isPending} className="w-full">
          {text('bug.submit')}
        </Button>
      </form>
    </Page>
  );
}
