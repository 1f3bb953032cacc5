import { type AdminRider, RIDER_VEHICLE_TYPES, type RiderVehicleType } from '@tokri/core';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { DELIVERY_DOMAIN, type StoreOption, useRiderActions } from './people-api.js';
import { usePeopleText } from './people-texts.js';

const selectClass =
  'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base dark:border-stone-600 dark:bg-stone-900';

interface RiderFormProps {
  /** The rider being edited; none when adding one. */
  rider: AdminRider | null;
  stores: StoreOption[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Adds a rider (name and email only when adding) or edits one: phone, vehicle, home store, active. */
export function RiderForm({ rider, stores, onDone, onCancel }: RiderFormProps) {
  const text = usePeopleText();
  const { create, update } = useRiderActions();
  const headingId = useId();
  const vehicleId = useId();
  const storeId = useId();
  const [fullName, setFullName] = useState(rider?.fullName ?? '');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(rider?.phone ?? '');
  const [vehicleType, setVehicleType] = useState<RiderVehicleType>(rider?.vehicleType ?? 'motorcycle');
  const [vehicleNumber, setVehicleNumber] = useState(rider?.vehicleNumber ?? '');
  const [homeStoreId, setHomeStoreId] = useState(rider?.homeStoreId ?? '');
  const [isActive, setIsActive] = useState(rider?.isActive ?? true);
  const mutation = rider ? update : create;
  const error = mutation.error instanceof ApiError ? mutation.error : null;
  const fieldError = (name: string) => error?.fields[name];
  const unfieldedError =
    mutation.error && Object.keys(error?.fields ?? {}).length === 0 ? mutation.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      phone,
      vehicleType,
      vehicleNumber: vehicleNumber.trim() || null,
      homeStoreId: homeStoreId || null,
      isActive,
    };
    if (rider) {
      update.mutate({ id: rider.id, body: common }, { onSuccess: () => onDone(text('riders.saved')) });
    } else {
      create.mutate(
        { ...common, fullName, email },
        {
          onSuccess: ({ rider: created }) =>
            onDone(text('riders.created', { email: created.email ?? email })),
        },
      );
    }
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {rider ? text('form.editTitle', { name: rider.fullName }) : text('form.createTitle')}
      </h2>
      {rider ? null : (
        <>
          <TextField
            label={text('form.fullName')}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            autoComplete="off"
            required
            error={fieldError('fullName')}
          />
          <TextField
            label={text('form.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            required
            hint={text('form.emailHint', { domain: DELIVERY_DOMAIN })}
            error={fieldError('email')}
          />
        </>
      )}
      <TextField
        label={text('form.phone')}
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        required
        error={fieldError('phone')}
      />
      <div className="space-y-1">
        <label htmlFor={vehicleId} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
          {text('form.vehicleType')}
        </label>
        <select
          id={vehicleId}
          className={selectClass}
          value={vehicleType}
          onChange={(event) => setVehicleType(event.target.value as RiderVehicleType)}
        >
          {RIDER_VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {text(`vehicle.${type}`)}
            </option>
          ))}
        </select>
        {fieldError('vehicleType') ? (
          <p className="text-sm text-red-600 dark:text-red-400">{fieldError('vehicleType')}</p>
        ) : null}
      </div>
      <TextField
        label={text('form.vehicleNumber')}
        value={vehicleNumber}
        onChange={(event) => setVehicleNumber(event.target.value)}
        autoCapitalize="characters"
        error={fieldError('vehicleNumber')}
      />
      <div className="space-y-1">
        <label htmlFor={storeId} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
          {text('form.homeStore')}
        </label>
        <select
          id={storeId}
          className={selectClass}
          value={homeStoreId}
          onChange={(event) => setHomeStoreId(event.target.value)}
          aria-invalid={fieldError('homeStoreId') ? true : undefined}
        >
          <option value="">{text('form.noStore')}</option>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name} ({store.city})
            </option>
          ))}
        </select>
        {fieldError('homeStoreId') ? (
          <p className="text-sm text-red-600 dark:text-red-400">{fieldError('homeStoreId')}</p>
        ) : null}
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5"
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
        />
        {text('form.isActive')}
      </label>
      {unfieldedError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {unfieldedError.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {text('form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
