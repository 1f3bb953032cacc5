import { Crosshair, Map as MapIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useMapToken } from '../location-api.js';
import { locationStore, useLocationState } from '../location-store.js';
import type { Location, LocationSource } from '../location-types.js';
import { LocationOption } from './location-option.js';
import { MapPickerDialog } from './map-picker-dialog.js';

/**
 * The standalone location variant (spec §2): "Choose Your Location" as a card on a page rather than a dialog,
 * e.g. to start a new saved address. It hands the chosen place back; it does not change the header's location.
 */
export function LocationSetup({
  onLocated,
  children,
}: {
  onLocated: (location: Location, source: LocationSource) => void;
  /** Extra actions under the two choices (e.g. "Type the address instead"). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const token = useMapToken();
  const known = useLocationState().location;
  const [busy, setBusy] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);

  const pickCurrent = async () => {
    setBusy(true);
    const location = await locationStore.requestCurrentLocation();
    setBusy(false);
    if (location) onLocated(location, 'current');
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="location-setup"
      className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('location.standalone.title')}
      </h2>
      <LocationOption
        icon={Crosshair}
        title={busy ? t('location.standalone.busyTitle') : t('location.useCurrent')}
        hint={busy ? t('location.standalone.busyHint') : t('location.standalone.currentHint')}
        busy={busy}
        onClick={() => void pickCurrent()}
      />
      <LocationOption
        icon={MapIcon}
        title={t('location.selectOnMap')}
        hint={token.isPending ? t('location.standalone.loadingMap') : t('location.standalone.mapHint')}
        disabled={!token.isSuccess}
        onClick={() => setMapOpen(true)}
      />
      {token.isPending ? (
        <p role="status" className="sr-only">
          {t('location.standalone.loadingMap')}
        </p>
      ) : null}
      {children}
      <MapPickerDialog
        open={mapOpen}
        token={token.data}
        center={known ? { lat: known.lat, lng: known.lng } : null}
        onClose={() => setMapOpen(false)}
        onSelect={(location) => {
          setMapOpen(false);
          onLocated(location, 'map');
        }}
        onUseCurrent={() => {
          setMapOpen(false);
          void pickCurrent();
        }}
      />
    </section>
  );
}
