import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHRINK_ABOVE_BYTES, SHRINK_TO_PIXELS, shrinkPhoto } from './shrink-photo.js';

const big = () => new File([new Uint8Array(SHRINK_ABOVE_BYTES + 1)], 'IMG_1234.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('shrinkPhoto', () => {
  it('sends a small photo as it is', async () => {
    const small = new File([new Uint8Array(1000)], 'a.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(small)).toBe(small);
  });

  it('redraws a big photo upright at most 2160 px on its longest side, as a JPEG', async () => {
    const drawn: number[][] = [];
    const bitmapOptions: unknown[] = [];
    vi.stubGlobal('createImageBitmap', async (_file: Blob, options: unknown) => {
      bitmapOptions.push(options);
      return { width: 3024, height: 4032, close: () => undefined };
    });
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { drawImage: (_image: unknown, ...box: number[]) => drawn.push(box) };
        }
        async convertToBlob(options: { type: string }) {
          return new Blob([new Uint8Array(400_000)], { type: options.type });
        }
      },
    );
    const result = await shrinkPhoto(big());
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(400_000);
    expect(bitmapOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(drawn).toEqual([[0, 0, Math.round((3024 * SHRINK_TO_PIXELS) / 4032), SHRINK_TO_PIXELS]]);
  });

  it('sends the original when the browser cannot decode it (an HEIC on Android, say)', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    vi.stubGlobal('OffscreenCanvas', class {});
    const file = big();
    expect(await shrinkPhoto(file)).toBe(file);
  });
});
