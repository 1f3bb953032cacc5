import { type AdminStore, STORE_WEEKDAYS } from '@tokri/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { StoreEditor } from './store-editor.js';
import { useStoreText } from './store-texts.js';
import { useAdminStores, useStoreActions } from './stores-api.js';

function StoreCard({ store, onEdit }: { store: AdminStore; onEdit: () => void }) {
  const text = useStoreText();
  const { setActive } = useStoreActions();
  const area =
    store.areaKind === 'polygon'
      ? text('polygonArea', { count: store.areaPolygon?.length ?? 0 })
      : text('radiusArea', { km: store.serviceRadiusKm });
  return (
    <li className="space-y-2 rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid="admin-store">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-bold">{store.name}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            store.isActive
              ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
              : 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300'
          }`}
        >
          {store.isActive ? text('active') : text('inactive')}
        </span>
      </div>
      <p className="text-sm">{[store.address, store.city, store.phone].filter(Boolean).join(' · ')}</p>
      <p className="text-sm">{area}</p>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        {STORE_WEEKDAYS.map((day) => {
          const hours = store.openingHours[day];
          return `${text(`days.${day}`)} ${hours ? `${hours.open}–${hours.close}` : text('closedDay')}`;
        }).join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {text('edit', { name: store.name })}
        </Button>
        <Button
          variant={store.isActive ? 'danger' : 'secondary'}
          disabled={setActive.isPending}
          onClick={() =>
            setActive.mutate(
              { id: store.id, isActive: !store.isActive },
              { onError: (error) => toast.error(text('failed', { message: error.message })) },
            )
          }
        >
          {store.isActive ? text('deactivate', { name: store.name }) : text('activate', { name: store.name })}
        </Button>
      </div>
    </li>
  );
}

/** /admin/seller-locations: the dark stores, their delivery areas and opening hours. */
export function AdminStoresPage() {
  const { t } = useTranslation();
  const text = useStoreText();
  const stores = useAdminStores();
  const [editing, setEditing] = useState<AdminStore | 'new' | null>(null);

  return (
    <AdminLayout title={t('pages.adminSellerLocations')}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{text('intro')}</p>
      {editing ? (
        <div className="mb-6">
          <StoreEditor
            key={editing === 'new' ? 'new' : editing.id}
            store={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : (
        <Button className="mb-4" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {text('newStore')}
        </Button>
      )}
      {stores.isPending ? <Spinner label={text('loading')} /> : null}
      {stores.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={stores.error.message}
          retryLabel={text('retry')}
          onRetry={() => void stores.refetch()}
        />
      ) : null}
      {stores.data ? (
        stores.data.items.length === 0 ? (
          <p>{text('empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {stores.data.items.map((store) => (
              <StoreCard key={store.id} store={store} onEdit={() => setEditing(store)} />
            ))}
          </ul>
        )
      ) : null}
    </AdminLayout>
  );
}
