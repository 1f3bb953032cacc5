import { POLYGON_MAX_VERTICES } from '@tokri/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { useMapToken } from '../../location/index.js';
import { addVertex, coordinate, drawableVertices, type StoreForm, vertexErrorIndex } from './store-form.js';
import { useStoreText } from './store-texts.js';

// Leaflet loads only when an admin opens a store form.
const StoreAreaMap = lazy(() => import('./store-area-map.js').then((m) => ({ default: m.StoreAreaMap })));

type Update = (change: Partial<StoreForm>) => void;

function Choice({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-x-4">
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="radio"
            name={name}
            className="size-5 accent-brand-600"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * The store's pin and delivery area: a map to tap (pin, or corners of a polygon, with undo and clear) and the
 * same thing as numbers, so the area can be set without a mouse or when the map cannot load.
 */
export function StoreAreaFields({
  form,
  update,
  errors,
}: {
  form: StoreForm;
  update: Update;
  errors: Record<string, string>;
}) {
  const text = useStoreText();
  const token = useMapToken();
  const [tapMode, setTapMode] = useState<'pin' | 'vertex'>(form.areaKind === 'polygon' ? 'vertex' : 'pin');
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const pin = { lat: Number(form.lat) || 0, lng: Number(form.lng) || 0 };
  const polygon = form.areaKind === 'polygon';
  const vertexErrors = Object.entries(errors).flatMap(([field, message]) => {
    const index = vertexErrorIndex(field);
    return index === null ? [] : [[index, message] as const];
  });
  const setVertex = (index: number, key: 'lat' | 'lng', value: string) =>
    update({ vertices: form.vertices.map((v, i) => (i === index ? { ...v, [key]: value } : v)) });

  const onTap = (point: { lat: number; lng: number }) => {
    if (polygon && tapMode === 'vertex') update({ vertices: addVertex(form.vertices, point) });
    else update({ lat: coordinate(point.lat), lng: coordinate(point.lng) });
  };

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{text('form.pin')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={text('form.lat')}
            inputMode="decimal"
            value={form.lat}
            onChange={(e) => update({ lat: e.target.value })}
            error={errors.lat}
          />
          <TextField
            label={text('form.lng')}
            inputMode="decimal"
            value={form.lng}
            onChange={(e) => update({ lng: e.target.value })}
            error={errors.lng}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">
          {text('form.areaKind')}
        </legend>
        <Choice
          name="store-area-kind"
          value={form.areaKind}
          onChange={(value) => {
            update({ areaKind: value as StoreForm['areaKind'] });
            setTapMode(value === 'polygon' ? 'vertex' : 'pin');
          }}
          options={[
            { value: 'radius', label: text('form.radius') },
            { value: 'polygon', label: text('form.polygon') },
          ]}
        />
      </fieldset>
      {polygon ? null : (
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_10rem]">
          <input
            type="range"
            min={0.5}
            max={50}
            step={0.5}
            value={Number(form.radiusKm) || 0.5}
            onChange={(e) => update({ radiusKm: e.target.value })}
            aria-label={text('form.radiusKm')}
            className="min-h-11 w-full accent-brand-600"
          />
          <TextField
            label={text('form.radiusKm')}
            inputMode="decimal"
            value={form.radiusKm}
            onChange={(e) => update({ radiusKm: e.target.value })}
            error={errors.serviceRadiusKm}
          />
        </div>
      )}
      {polygon ? (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">
            {text('form.tapMode')}
          </legend>
          <Choice
            name="store-tap-mode"
            value={tapMode}
            onChange={(value) => setTapMode(value as 'pin' | 'vertex')}
            options={[
              { value: 'vertex', label: text('form.tapVertex') },
              { value: 'pin', label: text('form.tapPin') },
            ]}
          />
        </fieldset>
      ) : null}
      <section
        className="h-72 overflow-hidden rounded-2xl bg-stone-200 dark:bg-stone-800"
        aria-label={text('form.mapLabel')}
      >
        {token.data && !tilesFailed ? (
          <Suspense fallback={null}>
            <StoreAreaMap
              tileUrl={token.data.tileUrl}
              attribution={token.data.attribution}
              pin={pin}
              areaKind={form.areaKind}
              radiusKm={Number(form.radiusKm) || 0}
              vertices={drawableVertices(form.vertices)}
              onTap={onTap}
              onTilesFailed={onTilesFailed}
            />
          </Suspense>
        ) : token.isError || tilesFailed ? (
          <p className="p-4 text-sm" role="status">
            {text('form.mapFailed')}
          </p>
        ) : null}
      </section>
      {polygon ? (
        <fieldset className="space-y-2" aria-describedby="store-vertices-hint">
          <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">
            {text('form.vertices')}
          </legend>
          <p id="store-vertices-hint" className="text-xs text-stone-500 dark:text-stone-400">
            {text('form.verticesHint')}
          </p>
          {errors.areaPolygon ? (
            <p className="text-sm text-red-600 dark:text-red-400" data-testid="store-area-error">
              {errors.areaPolygon}
            </p>
          ) : null}
          <ol className="space-y-2">
            {form.vertices.map((vertex, index) => {
              const number = index + 1;
              const error = vertexErrors.find(([i]) => i === index)?.[1];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its position in the ring
                <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                  <TextField
                    label={text('form.vertexLat', { number })}
                    inputMode="decimal"
                    value={vertex.lat}
                    onChange={(e) => setVertex(index, 'lat', e.target.value)}
                    error={error}
                  />
                  <TextField
                    label={text('form.vertexLng', { number })}
                    inputMode="decimal"
                    value={vertex.lng}
                    onChange={(e) => setVertex(index, 'lng', e.target.value)}
                  />
                  <Button
                    variant="secondary"
                    aria-label={text('form.removeVertex', { number })}
                    onClick={() => update({ vertices: form.vertices.filter((_, i) => i !== index) })}
                  >
                    ×
                  </Button>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={form.vertices.length >= POLYGON_MAX_VERTICES}
              onClick={() => update({ vertices: [...form.vertices, { lat: '', lng: '' }] })}
            >
              {text('form.addVertex')}
            </Button>
            <Button
              variant="secondary"
              disabled={form.vertices.length === 0}
              onClick={() => update({ vertices: form.vertices.slice(0, -1) })}
            >
              {text('form.undo')}
            </Button>
            <Button
              variant="secondary"
              disabled={form.vertices.length === 0}
              onClick={() => update({ vertices: [] })}
            >
              {text('form.clear')}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
