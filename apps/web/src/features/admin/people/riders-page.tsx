import { type AdminRider, formatIndianPhone } from '@tokri/core';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { OnlineRiders } from './online-riders.js';
import { useRiderActions, useRiders, useStores } from './people-api.js';
import { usePeopleText } from './people-texts.js';
import { RiderCash } from './rider-cash.js';
import { RiderForm } from './rider-form.js';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** /admin/riders: the delivery partners, newest first, with a form to add one or edit one. */
export function RidersPage() {
  const text = usePeopleText();
  const riders = useRiders();
  const stores = useStores();
  const { invite } = useRiderActions();
  // null: no form; 'new': adding; a rider: editing that one.
  const [editing, setEditing] = useState<AdminRider | 'new' | null>(null);
  const done = (message: string) => {
    toast.success(message);
    setEditing(null);
  };

  return (
    <AdminLayout title={text('riders.title')}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{text('riders.intro')}</p>
      <OnlineRiders />
      <RiderCash />
      {editing ? (
        <div className="mb-6">
          <RiderForm
            key={editing === 'new' ? 'new' : editing.id}
            rider={editing === 'new' ? null : editing}
            stores={stores.data?.items ?? []}
            onDone={done}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <Button className="mb-4" onClick={() => setEditing('new')}>
          {text('riders.add')}
        </Button>
      )}
      {riders.isPending ? <Spinner label={text('loading')} /> : null}
      {riders.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={riders.error.message}
          retryLabel={text('retry')}
          onRetry={() => void riders.refetch()}
        />
      ) : null}
      {riders.data && riders.data.riders.length === 0 ? <p>{text('riders.empty')}</p> : null}
      {riders.data && riders.data.riders.length > 0 ? (
        <ul className="space-y-2">
          {riders.data.riders.map((rider) => (
            <li
              key={rider.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 dark:bg-stone-900"
              data-testid="admin-rider"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold">{rider.fullName}</p>
                <p className="break-all text-sm text-stone-600 dark:text-stone-400">
                  {[rider.email, rider.phone && formatIndianPhone(rider.phone)].filter(Boolean).join(' · ')}
                </p>
                <p className="text-sm">
                  {text(`vehicle.${rider.vehicleType}`)}
                  {rider.vehicleNumber ? ` · ${rider.vehicleNumber}` : ''} ·{' '}
                  {rider.homeStoreName ?? text('riders.noStore')}
                </p>
                <p className="flex flex-wrap gap-2 text-sm">
                  <span
                    className={`${badge} ${rider.isActive ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200' : 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300'}`}
                  >
                    {rider.isActive ? text('riders.active') : text('riders.inactive')}
                  </span>
                  <span
                    className={`${badge} ${rider.isOnline ? 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200' : 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300'}`}
                  >
                    {rider.isOnline ? text('riders.online') : text('riders.offline')}
                  </span>
                  <span>{text('riders.deliveredToday', { count: rider.deliveredToday })}</span>
                </p>
              </div>
              {rider.email ? (
                <Button
                  variant="secondary"
                  disabled={invite.isPending}
                  onClick={() =>
                    invite.mutate(rider.id, {
                      onSuccess: () => toast.success(text('riders.invited', { email: rider.email ?? '' })),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  {text('riders.invite')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => setEditing(rider)}
                aria-label={`${text('riders.edit')}: ${rider.fullName}`}
              >
                {text('riders.edit')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </AdminLayout>
  );
}
