import { MAX_IMAGE_UPLOAD_BYTES } from '@tokri/core';
import { useId, useState } from 'react';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { toast } from '../../../shared/ui/toast.js';
import { useCategoryImageUpload } from './media-api.js';
import { useMediaText } from './media-texts.js';
import { PhotoPicker, UploadProgress } from './photo-picker.js';

const MEGABYTES = Math.round(MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024));

/** A category's image for the admin's category form: shows the current one and replaces it with a new photo. */
export function CategoryImageEditor({
  categoryId,
  imageUrl = null,
}: {
  categoryId: string;
  /** The category's image now, if the form knows it. */
  imageUrl?: string | null;
}) {
  const text = useMediaText();
  const headingId = useId();
  const upload = useCategoryImageUpload(categoryId);
  const [shown, setShown] = useState<string | null>(imageUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = (file: File) => {
    setError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setShown(result.thumbnailUrl ?? result.imageUrl);
          toast.success(text('imageChanged'));
        },
        onError: (failure) => setError(text('failed', { message: failure.message })),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {text('categoryHeading')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{text('hint', { megabytes: MEGABYTES })}</p>
      {shown ? (
        <img
          src={mediaUrl(shown)}
          alt={text('categoryHeading')}
          width="160"
          height="160"
          className="size-40 rounded-2xl bg-stone-100 object-contain dark:bg-stone-800"
        />
      ) : (
        <p className="text-sm">{text('noImage')}</p>
      )}
      <PhotoPicker onFile={onFile} disabled={upload.isPending} cameraLabel={text('replaceImage')} />
      <UploadProgress fraction={progress} />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </section>
  );
}
