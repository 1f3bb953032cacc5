import { ChevronDown, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useAuth } from '../../../shared/session/use-auth.js';
import { useMapToken, useServedHere } from '../location-api.js';
import { locationStore, useLocationState, usePassiveDetection } from '../location-store.js';
import { LocationChooserDialog } from './location-chooser-dialog.js';
import { MapPickerDialog } from './map-picker-dialog.js';

type Open = 'none' | 'chooser' | 'map';

/**
 * The header's address line (spec §2): a pin and the current area ("Detecting..." while locating); the address
 * is in the accessible name and the tooltip, since area and address together never fit a phone's header.
 * Tapping it opens "Select Location"; from there the current position or the map picker sets the location.
 */
export function HeaderLocation() {
  const { t } = useTranslation();
  const signedIn = useAuth().status === 'signedIn';
  usePassiveDetection(signedIn);
  const state = useLocationState();
  const [open, setOpen] = useState<Open>('none');
  const [busy, setBusy] = useState(false);
  // Fetched when the chooser first opens, then kept for the visit.
  const [wanted, setWanted] = useState(false);
  const token = useMapToken(signedIn && wanted);

  const detecting = state.status === 'detecting';
  // "Not delivering here yet" when no store's area holds the chosen point (asked only when signed in).
  const served = useServedHere(state.location, signedIn);
  const notServed = served.data?.serviceable === false;
  const area = state.location?.area ?? t('header.allAreas');
  const address = state.location?.address ?? t('header.browseAllProducts');

  const pickCurrent = async () => {
    setBusy(true);
    const location = await locationStore.requestCurrentLocation();
    setBusy(false);
    if (location) {
      locationStore.choose(location, 'current');
      setOpen('none');
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen('chooser');
        }}
        aria-haspopup="dialog"
        data-testid="location-line"
        title={`${area} · ${address}`}
        className="flex min-h-11 max-w-full items-center gap-1 text-left text-xs text-stone-600 dark:text-stone-400"
      >
        <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-brand-500" />
        {/* The short form fits a 360 px phone: the area alone. The full line is for screen readers and hover. */}
        <span className="sr-only">
          {t('header.deliverTo')}: {area} · {detecting ? t('location.detecting') : address}
          {notServed ? ` · ${t('header.notDeliveringHere')}` : ''}
        </span>
        {detecting && !state.location ? (
          <span aria-hidden="true" data-testid="location-detecting" className="truncate">
            {t('location.detecting')}
          </span>
        ) : (
          <strong
            aria-hidden="true"
            data-testid="location-area"
            className="min-w-0 truncate font-semibold text-stone-800 dark:text-stone-200"
          >
            {area}
          </strong>
        )}
        <ChevronDown aria-hidden="true" className="size-3.5 shrink-0" />
        {notServed ? (
          <span
            aria-hidden="true"
            data-testid="location-not-served"
            className="shrink-0 rounded-full bg-amber-100 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          >
            {t('header.notDeliveringHere')}
          </span>
        ) : null}
      </button>
      <LocationChooserDialog
        open={open === 'chooser'}
        currentArea={state.location?.area ?? null}
        detecting={detecting || busy}
        busy={busy}
        mapAvailable={token.isSuccess}
        onUseCurrent={() => void pickCurrent()}
        onSelectOnMap={() => setOpen('map')}
        onClose={() => setOpen('none')}
      />
      <MapPickerDialog
        open={open === 'map'}
        token={token.data}
        center={state.location ? { lat: state.location.lat, lng: state.location.lng } : null}
        onClose={() => setOpen('none')}
        onSelect={(location) => {
          locationStore.choose(location, 'map');
          setOpen('none');
        }}
        onUseCurrent={() => void pickCurrent()}
      />
    </>
  );
}
