import type { Language } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { useAdminText } from './admin-texts.js';
import { useBroadcasts, useSendBroadcast, useStoreOptions } from './console-api.js';

const LANGUAGES: { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'te', name: 'తెలుగు' },
];
const empty = { en: '', hi: '', te: '' };

/** /admin/broadcast: a notification to every customer or one store's area, in each customer's language. */
export function BroadcastPage() {
  const text = useAdminText();
  const format = useFormat();
  const stores = useStoreOptions();
  const recent = useBroadcasts();
  const send = useSendBroadcast();
  const [title, setTitle] = useState(empty);
  const [message, setMessage] = useState(empty);
  const [storeId, setStoreId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const store = stores.data?.find((item) => item.id === storeId);
    const audience = store ? text('broadcast.storeArea', { name: store.name }) : text('broadcast.everyone');
    if (!window.confirm(text('broadcast.confirm', { audience }))) return;
    send.mutate(
      { title, message, storeId: storeId || null },
      {
        onSuccess: (sent) => {
          setErrors({});
          setTitle(empty);
          setMessage(empty);
          toast.success(text('broadcast.sent', { count: sent.recipients }));
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          toast.error(text('broadcast.failed'), { description: error.message });
        },
      },
    );
  };

  return (
    <AdminLayout title={text('nav.broadcast')}>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{text('broadcast.intro')}</p>
      <form onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900" noValidate>
        {LANGUAGES.map(({ code, name }) => (
          <fieldset key={code} className="space-y-2">
            <legend className="text-sm font-semibold">{name}</legend>
            <TextField
              label={text('broadcast.title', { language: name })}
              value={title[code]}
              maxLength={80}
              required={code === 'en'}
              lang={code}
              error={errors[`title.${code}`]}
              onChange={(event) => setTitle({ ...title, [code]: event.currentTarget.value })}
            />
            <TextField
              label={text('broadcast.message', { language: name })}
              value={message[code]}
              maxLength={300}
              required={code === 'en'}
              lang={code}
              error={errors[`message.${code}`]}
              onChange={(event) => setMessage({ ...message, [code]: event.currentTarget.value })}
            />
          </fieldset>
        ))}
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text('broadcast.audience')}
          <select
            value={storeId}
            onChange={(event) => setStoreId(event.currentTarget.value)}
            className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-900"
          >
            <option value="">{text('broadcast.everyone')}</option>
            {stores.data?.map((store) => (
              <option key={store.id} value={store.id}>
                {text('broadcast.storeArea', { name: store.name })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? text('broadcast.sending') : text('broadcast.send')}
        </Button>
      </form>
      <h2 className="mt-6 mb-2 text-lg font-bold">{text('broadcast.recent')}</h2>
      {recent.data?.length === 0 ? <p className="text-sm">{text('broadcast.none')}</p> : null}
      <ul className="space-y-2">
        {recent.data?.map((item) => (
          <li key={item.id} className="rounded-2xl bg-white p-3 text-sm dark:bg-stone-900">
            <p className="font-semibold">{item.title.en}</p>
            <p>{item.message.en}</p>
            <p className="text-xs text-stone-600 dark:text-stone-400">
              <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time> ·{' '}
              {item.storeName ?? text('broadcast.everyone')} ·{' '}
              {text('broadcast.reached', { count: item.recipients })}
            </p>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
