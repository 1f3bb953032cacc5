import type { SupportReason } from '@tokri/core';
import { ImagePlus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error.js';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { uploadSupportPhoto, useCreateOrderTicket, useOrderForHelp } from './api/support-api.js';
import { MessageField } from './components/message-field.js';
import { useSupportText } from './i18n/texts.js';

// Type-only imports from core (its schemas would add chunks to the shell's preload list): the reasons again here.
const REASONS: readonly SupportReason[] = [
  'missing_item',
  'damaged_item',
  'wrong_item',
  'late_delivery',
  'payment_problem',
];
const ITEM_REASONS: readonly SupportReason[] = ['missing_item', 'damaged_item', 'wrong_item'];

const select =
  'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-900';

/** /support/order/:orderId: help with one order (issue 16 item 3), from its page or its notification. */
export function OrderHelpPage() {
  const { orderId = '' } = useParams();
  const text = useSupportText();
  const navigate = useNavigate();
  const order = useOrderForHelp(orderId);
  const create = useCreateOrderTicket();
  const [reason, setReason] = useState<SupportReason>('missing_item');
  const [lineId, setLineId] = useState('');
  const [message, setMessage] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const ids = { reason: useId(), line: useId(), photo: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const photoId = photo ? (await uploadSupportPhoto(photo)).photoId : null;
      const { ticket } = await create.mutateAsync({
        orderId,
        reason,
        message,
        orderItemId: ITEM_REASONS.includes(reason) && lineId ? lineId : null,
        photoId,
      });
      toast.success(text('orderHelp.sent'));
      void navigate(`/support/tickets/${ticket.id}`, { replace: true });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // The photo's own refusal (not an image, too large) belongs next to the photo field.
      const field = apiError?.code.startsWith('IMAGE_')
        ? 'photo'
        : (Object.keys(apiError?.fields ?? {})[0] ?? '');
      setErrors({ [field || 'form']: (error as Error).message });
      setBusy(false);
    }
  };

  if (order.isPending) return <Spinner label={text('loading')} />;
  if (order.isError)
    return (
      <Page title={text('title')}>
        <QueryError
          message={text('orderHelp.loadFailed')}
          detail={order.error.message}
          retryLabel={text('retry')}
          onRetry={() => void order.refetch()}
        />
      </Page>
    );
  const lines = order.data.items.filter((item) => item.id);
  return (
    <Page title={text('orderHelp.title', { order: orderId.slice(-8) })}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <div className="space-y-1">
          <label htmlFor={ids.reason} className="block text-sm font-medium">
            {text('orderHelp.reason')}
          </label>
          <select
            id={ids.reason}
            className={select}
            value={reason}
            onChange={(event) => setReason(event.target.value as SupportReason)}
          >
            {REASONS.map((value) => (
              <option key={value} value={value}>
                {text(`reasons.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {ITEM_REASONS.includes(reason) ? (
          <div className="space-y-1">
            <label htmlFor={ids.line} className="block text-sm font-medium">
              {text('orderHelp.item')}
            </label>
            <select
              id={ids.line}
              className={select}
              value={lineId}
              onChange={(e) => setLineId(e.target.value)}
            >
              <option value="">{text('orderHelp.anyItem')}</option>
              {lines.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} · {item.unit} × {item.quantity}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <MessageField
          label={text('orderHelp.message')}
          value={message}
          onChange={setMessage}
          error={errors.message}
        />
        <PhotoField id={ids.photo} photo={photo} onChange={setPhoto} error={errors.photo} />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full">
          {text('orderHelp.submit')}
        </Button>
      </form>
    </Page>
  );
}

function PhotoField({
  id,
  photo,
  onChange,
  error,
}: {
  id: string;
  photo: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
}) {
  const text = useSupportText();
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-stone-400 px-3 font-medium dark:border-stone-600"
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {photo ? photo.name : text('orderHelp.photo')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        className="sr-only"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500 dark:text-stone-400">
        {text('orderHelp.photoHint')}
      </p>
      {photo ? (
        <Button variant="secondary" onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-4" />
          {text('orderHelp.removePhoto')}
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
