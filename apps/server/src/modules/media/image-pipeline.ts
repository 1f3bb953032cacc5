import { IMAGE_WIDTHS, type ImageFormat, MAX_IMAGE_MEGAPIXELS } from '@tokri/core';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../../errors/domain-error.js';

/** One resized, re-encoded size of an upload: no EXIF, no GPS, no ICC or XMP (sharp keeps none unless asked). */
export interface EncodedVariant {
  width: number;
  height: number;
  format: ImageFormat;
  bytes: Uint8Array;
}

export interface ProcessedImage {
  /** The upright original's size (after turning it by its EXIF orientation). */
  width: number;
  height: number;
  /** Every width in both formats, smallest first, WebP before AVIF for each width. */
  variants: EncodedVariant[];
}

const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
/** ISO-BMFF brands of HEIC/HEIF with HEVC inside; the prebuilt sharp (libheif without libde265) cannot decode them. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/**
 * True for an HEIC photo (an iPhone's default): an ISO-BMFF `ftyp` box whose brands name HEVC and not AVIF.
 * Read from the bytes, never from the file name or the declared type.
 */
export function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return false;
  return brands.some((brand) => HEVC_BRANDS.has(brand));
}

/** The widths to make for an upright original `width` wide: the standard ones below it, and itself when smaller than the largest. */
export function targetWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((target) => target < width);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  if (width <= largest && !widths.includes(width)) widths.push(width);
  if (widths.length === 0) widths.push(Math.min(width, largest));
  return widths;
}

const notSupported = () => new DomainError('IMAGE_NOT_SUPPORTED');
const tooManyPixels = () =>
  new DomainError('IMAGE_TOO_MANY_PIXELS', { params: { megapixels: MAX_IMAGE_MEGAPIXELS } });

/**
 * Checks an upload by its content and turns it into the stored sizes: JPEG, PNG, WebP or AVIF only (HEIC gets
 * its own message), at most MAX_IMAGE_MEGAPIXELS (checked from the header before decoding, and again by libvips
 * while decoding), turned upright by its EXIF orientation, then every size re-encoded without any metadata.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.length === 0) throw notSupported();
  if (isHeic(input)) throw new DomainError('IMAGE_HEIC_NOT_SUPPORTED');
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw notSupported();
  }
  const format = metadata.format as string;
  if (!ACCEPTED.has(format)) throw notSupported();
  if (format === 'heif' && metadata.compression !== 'av1') {
    throw new DomainError(
      metadata.compression === 'hevc' ? 'IMAGE_HEIC_NOT_SUPPORTED' : 'IMAGE_NOT_SUPPORTED',
    );
  }
  if (!metadata.width || !metadata.height) throw notSupported();
  if (metadata.width * metadata.height > MAX_PIXELS) throw tooManyPixels();
  // EXIF orientations 5-8 turn the picture a quarter: width and height swap once it is upright.
  const quarterTurn = (metadata.orientation ?? 1) >= 5;
  const width = quarterTurn ? metadata.height : metadata.width;
  const height = quarterTurn ? metadata.width : metadata.height;

  const upright = sharp(input, options).rotate();
  const variants: EncodedVariant[] = [];
  try {
    for (const target of targetWidths(width)) {
      const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
      for (const format of ['webp', 'avif'] as const) {
        const encoder =
          format === 'webp'
            ? resized.clone().webp({ quality: 80, effort: 4 })
            : resized.clone().avif({ quality: 55, effort: 2 });
        const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
        variants.push({ width: info.width, height: info.height, format, bytes: new Uint8Array(data) });
      }
    }
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw notSupported();
  }
  return { width, height, variants };
}
