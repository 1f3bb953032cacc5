import { MAX_IMAGE_UPLOAD_BYTES } from '@tokri/core';
import { useId, useState } from 'react';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { Button } from '../../../shared/ui/button.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { useProductImageActions, useProductImages } from './media-api.js';
import { useMediaText } from './media-texts.js';
import { PhotoPicker, UploadProgress } from './photo-picker.js';

const MEGABYTES = Math.round(MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024));

/**
 * A product's photos for the admin's product form: thumbnails (main first), take or choose a photo, make one
 * the main photo, remove one. The server checks, resizes and strips every upload (ADR 0035).
 */
export function ProductImagesEditor({ productId }: { productId: string }) {
  const text = useMediaText();
  const headingId = useId();
  const images = useProductImages(productId);
  const { upload, makeMain, remove } = useProductImageActions(productId);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: Error) => setError(text('failed', { message: failure.message }));
  const busy = upload.isPending || makeMain.isPending || remove.isPending;

  const onFile = (file: File) => {
    setError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(text('uploaded')),
        onError: failed,
        onSettled: () => setProgress(null),
      },
    );
  };

  const list = images.data?.images ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {text('productHeading')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{text('hint', { megabytes: MEGABYTES })}</p>
      {images.isPending ? <Spinner label={text('productHeading')} /> : null}
      {images.isError ? (
        <div role="alert" className="space-y-2">
          <p>{text('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void images.refetch()}>
            {text('retry')}
          </Button>
        </div>
      ) : null}
      {images.data && list.length === 0 ? <p className="text-sm">{text('empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {list.map((image, index) => (
            <li
              key={image.url}
              className="space-y-2 rounded-2xl border border-stone-200 bg-white p-2 dark:border-stone-700 dark:bg-stone-900"
              data-testid="product-image"
            >
              <img
                src={mediaUrl(image.thumbnailUrl)}
                alt={text('photoAlt', { index: index + 1, count: list.length })}
                width="160"
                height="160"
                loading="lazy"
                className="aspect-square w-full rounded-xl bg-stone-100 object-contain dark:bg-stone-800"
              />
              {image.isMain ? (
                <p className="text-center text-sm font-semibold text-brand-700 dark:text-brand-300">
                  {text('main')}
                </p>
              ) : null}
              {image.id === null ? (
                <p className="text-center text-xs text-stone-500 dark:text-stone-400">{text('demoPhoto')}</p>
              ) : (
                <div className="flex flex-col gap-2">
                  {image.isMain ? null : (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() =>
                        makeMain.mutate(image.id!, {
                          onSuccess: () => toast.success(text('madeMain')),
                          onError: failed,
                        })
                      }
                    >
                      {text('makeMain')}
                    </Button>
                  )}
                  <Button
                    variant="danger"
                    disabled={busy}
                    onClick={() => {
                      if (!window.confirm(text('removeConfirm'))) return;
                      setError(null);
                      remove.mutate(image.id!, {
                        onSuccess: () => toast.success(text('removed')),
                        onError: failed,
                      });
                    }}
                  >
                    {text('remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoPicker onFile={onFile} disabled={busy} />
      <UploadProgress fraction={progress} />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </section>
  );
}
