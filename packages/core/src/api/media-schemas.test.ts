import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAIN_WIDTH,
  IMAGE_WIDTHS,
  MAX_IMAGE_MEGAPIXELS,
  MAX_IMAGE_UPLOAD_BYTES,
} from './media-schemas.js';

describe('photo limits', () => {
  it('when a photo is uploaded, then at most 8 MiB and 40 megapixels are taken, resized to four widths with 640 the main one', () => {
    expect(MAX_IMAGE_UPLOAD_BYTES).toBe(8_388_608);
    expect(MAX_IMAGE_MEGAPIXELS).toBe(40);
    expect(IMAGE_WIDTHS).toEqual([160, 320, 640, 1080]);
    expect(IMAGE_MAIN_WIDTH).toBe(640);
  });
});
