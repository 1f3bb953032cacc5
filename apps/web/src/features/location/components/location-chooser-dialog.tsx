import { Crosshair, Map as MapIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { LocationOption } from './location-option.js';

interface LocationChooserDialogProps {
  open: boolean;
  /**
   * The known area, shown under "Use Current Location"; null before any detection, when the option says what it
   * does instead (showing "All Areas" there read as if the area were already set to everywhere).
   */
  currentArea: string | null;
  /** Locating now (passive detection or this request): "Detecting..." is shown instead of the area. */
  detecting: boolean;
  /** "Use Current Location" is running; the button waits for it. */
  busy: boolean;
  /** False while the map token is missing or its fetch failed (spec §8). */
  mapAvailable: boolean;
  onUseCurrent: () => void;
  onSelectOnMap: () => void;
  onClose: () => void;
}

/** Spec §2: "Select Location": use the device's position, or pick on the map. */
export function LocationChooserDialog(props: LocationChooserDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      title={t('location.title')}
      description={t('location.description')}
    >
      <div className="space-y-2">
        <LocationOption
          icon={Crosshair}
          title={t('location.useCurrent')}
          hint={
            props.detecting
              ? t('location.detecting')
              : (props.currentArea ?? t('location.standalone.currentHint'))
          }
          busy={props.busy}
          onClick={props.onUseCurrent}
        />
        <LocationOption
          icon={MapIcon}
          title={t('location.selectOnMap')}
          hint={t('location.selectOnMapHint')}
          disabled={!props.mapAvailable}
          onClick={props.onSelectOnMap}
        />
      </div>
      <Button variant="secondary" className="mt-4 w-full" onClick={props.onClose}>
        {t('location.close')}
      </Button>
    </ModalDialog>
  );
}
