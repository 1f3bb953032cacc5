/** Photos larger than this are made smaller in the browser before they are sent. */
export const SHRINK_ABOVE_BYTES = 2.5 * 1024 * 1024;
/** The longest side a shrunk photo keeps: twice the largest size the server makes (1080). */
export const SHRINK_TO_PIXELS = 2160;

/**
 * A big phone photo (often 4-8 MB) takes a minute to send over a weak mobile connection; the server keeps at
 * most 1080 px of it anyway. So a photo over SHRINK_ABOVE_BYTES is redrawn upright at most SHRINK_TO_PIXELS on
 * its longest side and sent as a JPEG (which also drops its EXIF before it leaves the phone). Anything this
 * browser cannot do (no createImageBitmap or OffscreenCanvas, a format it cannot decode) sends the original:
 * the server checks and resizes every upload either way.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE_BYTES) return file;
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, SHRINK_TO_PIXELS / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
