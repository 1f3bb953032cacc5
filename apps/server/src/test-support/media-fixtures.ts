import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain photo of one colour, `width` x `height`, as a JPEG (or PNG). */
export async function testPhoto(
  width: number,
  height: number,
  options: { format?: 'jpeg' | 'png' | 'webp'; orientation?: number; gps?: boolean } = {},
): Promise<Uint8Array> {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 210, g: 90, b: 40 } },
  });
  const format = options.format ?? 'jpeg';
  image = format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.jpeg({ quality: 80 });
  if (options.gps || options.orientation) {
    image = image.withExif({
      IFD0: { Make: 'TokriTestCam', Model: 'Phone 1', Software: 'secret-software' },
      ...(options.gps
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '12/1 58/1 0/1',
              GPSLongitudeRef: 'E',
              GPSLongitude: '77/1 35/1 0/1',
            },
          }
        : {}),
    });
    if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  }
  return new Uint8Array(await image.toBuffer());
}

/**
 * A valid PNG of one pixel whose header claims `width` x `height`: what a decompression bomb looks like
 * before it is decoded (the header's checksum is correct, so only the pixel count gives it away).
 */
export async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), …, CRC (4) at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** The start of an iPhone HEIC: an ISO-BMFF `ftyp` box with the `heic` brand, then junk. */
export function heicHeader(): Uint8Array {
  const box = Buffer.alloc(64);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'latin1');
  box.writeUInt32BE(0, 12);
  box.write('mif1heic', 16, 'latin1');
  box.writeUInt32BE(40, 24);
  box.write('meta', 28, 'latin1');
  return new Uint8Array(box);
}
