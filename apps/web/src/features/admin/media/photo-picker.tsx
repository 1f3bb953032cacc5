import { type ChangeEvent, useId } from 'react';
import { useMediaText } from './media-texts.js';

const LABEL =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl px-4 py-2.5 font-semibold ' +
  'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60';

/**
 * Two ways to pick a photo: the phone's camera (`capture`, which on Android opens the camera straight away)
 * and any file. Each is a real file input, visually hidden but focusable, with its label styled as a button.
 */
export function PhotoPicker({
  onFile,
  disabled,
  cameraLabel,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
  /** The camera button's text ("Take photo" by default). */
  cameraLabel?: string;
}) {
  const text = useMediaText();
  const cameraId = useId();
  const fileId = useId();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after an error) fires again.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <span>
        <input
          id={cameraId}
          type="file"
          accept="image/*"
          capture="environment"
          className="peer sr-only"
          disabled={disabled}
          onChange={picked}
        />
        <label htmlFor={cameraId} className={`${LABEL} bg-brand-600 text-white hover:bg-brand-700`}>
          {cameraLabel ?? text('takePhoto')}
        </label>
      </span>
      <span>
        <input
          id={fileId}
          type="file"
          // image/* (not a list naming HEIC) makes an iPhone hand over its HEIC photos as JPEG.
          accept="image/*"
          className="peer sr-only"
          disabled={disabled}
          onChange={picked}
        />
        <label
          htmlFor={fileId}
          className={`${LABEL} border border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800`}
        >
          {text('chooseFile')}
        </label>
      </span>
    </div>
  );
}

/** The upload's progress: a bar while bytes go up, then a note while the server makes the sizes. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const text = useMediaText();
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  const label = percent >= 100 ? text('processing') : text('uploading', { percent });
  return (
    <div className="space-y-1" aria-live="polite">
      <progress className="h-2 w-full accent-brand-600" max={100} value={percent} aria-label={label} />
      <p className="text-sm text-stone-600 dark:text-stone-400">{label}</p>
    </div>
  );
}
