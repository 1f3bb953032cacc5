import { Crosshair, ImageOff, MapPin } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { reverseGeocode } from '../location-api.js';
import { DEFAULT_MAP_CENTER, MAP_MODAL_HEIGHT_PX, MAP_ZOOM } from '../location-constants.js';
import { fromT, toLocation } from '../location-text.js';
import type { LatLng, Location, MapToken } from '../location-types.js';
import { MapCanvas } from '../map/map-canvas.js';
import { type MapProvider, mapProviderFor } from '../map/map-provider.js';

interface MapPickerDialogProps {
  open: boolean;
  token: MapToken | undefined;
  /** Where the map opens: the known position, else the spec's default centre. */
  center: LatLng | null;
  onClose: () => void;
  onSelect: (location: Location) => void;
  /** "Use Current Location", offered in the map when its tiles cannot load. */
  onUseCurrent: () => void;
}

/**
 * The map picker (spec §2, §4): tap the map → a pin and a 1 km circle, the address is looked up and shown
 * under "Selected Address"; "Select location" returns it and closes.
 */
export function MapPickerDialog({
  open,
  token,
  center,
  onClose,
  onSelect,
  onUseCurrent,
}: MapPickerDialogProps) {
  const { t } = useTranslation();
  // The map is created only once the dialog is on screen, so it measures a laid-out container.
  const [shown, setShown] = useState(false);
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [selection, setSelection] = useState<Location | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [provider, setProvider] = useState<MapProvider | null>(null);
  const lookup = useRef(0);
  const selectedTitle = useId();

  useEffect(() => {
    setShown(open);
    if (open) {
      setPicked(null);
      setSelection(null);
      setReady(false);
      setFailed(false);
      setTilesFailed(false);
      setProvider(token ? mapProviderFor(token) : null);
    }
  }, [open, token]);

  const onPick = useCallback(
    (point: LatLng) => {
      const id = ++lookup.current;
      setPicked(point);
      setSelection(null);
      void reverseGeocode(point.lat, point.lng).then((result) => {
        if (id === lookup.current) setSelection(toLocation('map', point.lat, point.lng, result, fromT(t)));
      });
    },
    [t],
  );
  const onReady = useCallback(() => setReady(true), []);
  const onTilesFailed = useCallback(() => {
    console.error('[location] the map tiles could not be loaded', token?.tileUrl);
    setTilesFailed(true);
  }, [token]);
  const onError = useCallback(
    (error: unknown) => {
      console.error('[location] the map could not be loaded', error);
      // Google failed for good (its loader retried 3 times): draw the OpenStreetMap tiles instead.
      if (provider?.kind === 'google' && token) {
        setProvider({ kind: 'leaflet', tileUrl: token.tileUrl, attribution: token.attribution });
        return;
      }
      setFailed(true);
    },
    [provider, token],
  );

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('location.map.title')}
      description={t('location.map.hint')}
    >
      <section
        aria-label={t('location.map.label')}
        data-testid="map-picker"
        className="relative -mx-2 overflow-hidden rounded-xl border border-stone-200 bg-stone-100 dark:border-stone-700 dark:bg-stone-800"
        style={{ height: MAP_MODAL_HEIGHT_PX }}
      >
        {shown && provider && !failed ? (
          <div className="absolute inset-0 isolate">
            <MapCanvas
              provider={provider}
              center={center ?? DEFAULT_MAP_CENTER}
              zoom={MAP_ZOOM}
              picked={picked}
              onPick={onPick}
              onReady={onReady}
              onError={onError}
              onTilesFailed={onTilesFailed}
            />
          </div>
        ) : null}
        {tilesFailed && !failed ? (
          <div
            aria-live="polite"
            data-testid="map-tiles-failed"
            className="absolute top-2 right-2 left-12 z-10 space-y-1.5 rounded-xl bg-white/95 p-2 text-xs shadow-md dark:bg-stone-900/95"
          >
            {/* Top right of the map, clear of the zoom buttons and of the middle, where people tap. */}
            <p className="flex gap-1.5 font-medium">
              <ImageOff
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-saffron-400"
              />
              {t('location.map.tilesFailed')}
            </p>
            <Button variant="secondary" className="w-full text-sm" onClick={onUseCurrent}>
              <Crosshair aria-hidden="true" className="size-4" />
              {t('location.useCurrent')}
            </Button>
          </div>
        ) : null}
        {failed ? (
          <p
            role="alert"
            className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm font-medium text-red-700 dark:text-red-300"
          >
            {t('location.map.failed')}
          </p>
        ) : !ready ? (
          <div
            role="status"
            className="absolute inset-0 z-10 flex items-center justify-center gap-2 bg-stone-100/80 text-sm font-medium dark:bg-stone-800/80"
          >
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-brand-500/30 border-t-brand-500"
            />
            {t('location.map.loading')}
          </div>
        ) : null}
      </section>
      {picked ? (
        <section
          aria-labelledby={selectedTitle}
          aria-live="polite"
          data-testid="selected-address"
          className="mt-3 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm dark:bg-brand-900/40"
        >
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400" />
          <div className="min-w-0">
            <h3 id={selectedTitle} className="font-semibold">
              {t('location.map.selectedAddress')}
            </h3>
            {selection ? (
              <>
                <p data-testid="selected-area" className="font-medium">
                  {selection.area}
                </p>
                <p className="text-stone-600 dark:text-stone-400">{selection.fullAddress}</p>
              </>
            ) : (
              <p className="text-stone-600 dark:text-stone-400">{t('location.map.lookingUp')}</p>
            )}
          </div>
        </section>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('location.map.cancel')}
        </Button>
        <Button className="flex-1" disabled={!selection} onClick={() => selection && onSelect(selection)}>
          {t('location.map.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
