import { MapPinHouse, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { ApiError } from '../../shared/api/api-error.js';
import { Button } from '../../shared/ui/button.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { ModalDialog } from '../../shared/ui/modal-dialog.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import type { Location } from '../location/index.js';
import { LocationSetup } from '../location/index.js';
import { useProfile } from '../profile/index.js';
import { type SavedAddress, useAddressMutations, useSavedAddresses } from './api/addresses-api.js';
import { AddressCard } from './components/address-card.js';
import { AddressForm } from './components/address-form.js';
import {
  type AddressDraft,
  addressLine,
  type DraftField,
  type DraftProblem,
  draftFieldErrors,
  draftFromSaved,
  draftToBody,
  emptyDraft,
  validateDraft,
  withContact,
  withLocation,
} from './utils/address-draft.js';

/** list → (add) choose a location → form → list; edit opens the form directly. */
type Mode = { kind: 'list' } | { kind: 'locate'; editing: Editing } | { kind: 'form'; editing: Editing };
interface Editing {
  id: string | null;
  draft: AddressDraft;
  pinned: string | null;
}

function pinnedText(address: SavedAddress): string | null {
  if (address.lat === null || address.lng === null) return null;
  return [address.area, address.city, address.pincode].filter(Boolean).join(', ') || null;
}

/** /saved-addresses: the customer's addresses; add one from the map or the current position, edit, delete. */
export function SavedAddressesPage() {
  const { t } = useTranslation();
  const addresses = useSavedAddresses();
  const { save, makeDefault, remove } = useAddressMutations();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step starts at its heading, for screen readers and for the phone's scroll position.
  useEffect(() => {
    if (mode.kind !== 'list') heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [mode.kind]);

  const items = addresses.data ?? [];
  const profile = useProfile().data;
  // A new address starts with the account's name and mobile (issue 32 minor).
  const startAdd = () =>
    setMode({
      kind: 'locate',
      editing: { id: null, draft: withContact(emptyDraft(items.length === 0), profile), pinned: null },
    });
  const startEdit = (address: SavedAddress) => {
    setErrors({});
    setMode({
      kind: 'form',
      editing: { id: address.id, draft: draftFromSaved(address), pinned: pinnedText(address) },
    });
  };

  const located = (editing: Editing, location: Location) => {
    setErrors({});
    setMode({
      kind: 'form',
      editing: { ...editing, draft: withLocation(editing.draft, location), pinned: location.fullAddress },
    });
  };

  const problemText = (problem: DraftProblem) =>
    problem === 'invalidPhone'
      ? t('checkout.errors.invalidPhone')
      : problem === 'invalidPincode'
        ? t('checkout.errors.invalidPincode')
        : t('checkout.errors.required');

  const submit = async (editing: Editing) => {
    const problems = validateDraft(editing.draft);
    const fields = Object.keys(problems) as DraftField[];
    if (fields.length > 0) {
      setErrors(Object.fromEntries(fields.map((field) => [field, problemText(problems[field]!)])));
      return;
    }
    try {
      await save.mutateAsync({ id: editing.id, body: draftToBody(editing.draft) });
      toast.success(t('addresses.saved'));
      setMode({ kind: 'list' });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? draftFieldErrors(error.fields) : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else toast.error(error instanceof ApiError ? error.message : t('addresses.changeFailed'));
    }
  };

  const setDefault = async (address: SavedAddress) => {
    try {
      await makeDefault.mutateAsync(address.id);
      toast.success(t('addresses.defaultChanged'));
    } catch {
      toast.error(t('addresses.changeFailed'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('addresses.deleted'));
    } catch {
      toast.error(t('addresses.changeFailed'));
    } finally {
      setDeleting(null);
    }
  };

  if (mode.kind === 'locate') {
    const { editing } = mode;
    return (
      <Page title={t('pages.savedAddresses')}>
        <h2 ref={heading} tabIndex={-1} className="sr-only">
          {editing.id ? t('addresses.editTitle') : t('addresses.newTitle')}
        </h2>
        <LocationSetup onLocated={(location) => located(editing, location)}>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setMode({ kind: 'form', editing })}>
              {t('location.standalone.enterManually')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setMode(editing.id ? { kind: 'form', editing } : { kind: 'list' })}
            >
              {t('addresses.cancel')}
            </Button>
          </div>
        </LocationSetup>
      </Page>
    );
  }

  if (mode.kind === 'form') {
    const { editing } = mode;
    return (
      <Page title={t('pages.savedAddresses')}>
        <h2 ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold">
          {editing.id ? t('addresses.editTitle') : t('addresses.newTitle')}
        </h2>
        <AddressForm
          draft={editing.draft}
          errors={errors}
          pinnedText={editing.pinned}
          saving={save.isPending}
          onChange={(patch) => {
            setMode({ kind: 'form', editing: { ...editing, draft: { ...editing.draft, ...patch } } });
            setErrors((previous) => {
              const next = { ...previous };
              for (const key of Object.keys(patch)) delete next[key as DraftField];
              return next;
            });
          }}
          onChangeLocation={() => setMode({ kind: 'locate', editing })}
          onSubmit={() => void submit(editing)}
          onCancel={() => setMode({ kind: 'list' })}
        />
      </Page>
    );
  }

  let content: React.ReactNode;
  if (addresses.isPending) content = <Spinner label={t('app.loading')} />;
  else if (addresses.isError) {
    content = (
      <QueryError
        message={t('addresses.loadFailed')}
        detail={addresses.error.message}
        retryLabel={t('addresses.retry')}
        onRetry={() => void addresses.refetch()}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={MapPinHouse}
        title={t('addresses.emptyTitle')}
        body={t('addresses.emptyBody')}
        testId="addresses-empty"
        action={
          <Button onClick={startAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {t('addresses.add')}
          </Button>
        }
      />
    );
  } else {
    const busy = makeDefault.isPending || remove.isPending;
    content = (
      <ul className="space-y-3">
        {items.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={busy}
            onEdit={() => startEdit(address)}
            onDelete={() => setDeleting(address)}
            onMakeDefault={() => void setDefault(address)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Page
      title={t('pages.savedAddresses')}
      actions={
        items.length > 0 ? (
          <Button onClick={startAdd} className="shrink-0 whitespace-nowrap px-3 text-sm">
            <Plus aria-hidden="true" className="size-4" />
            {t('addresses.add')}
          </Button>
        ) : undefined
      }
    >
      {content}
      <ModalDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('addresses.deleteTitle')}
        description={deleting ? addressLine(deleting) : undefined}
      >
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('addresses.keep')}
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirmDelete()}>
            {t('addresses.deleteConfirm')}
          </Button>
        </div>
      </ModalDialog>
    </Page>
  );
}
