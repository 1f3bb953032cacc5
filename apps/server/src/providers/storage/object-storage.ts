/**
 * Where uploaded files live (ADR 0035): the local disk under DATA_DIR by default, or an S3-compatible bucket
 * (AWS S3, Cloudflare R2, MinIO) when configured. Keys are written once and never rewritten, so a key's URL
 * can be cached for ever.
 */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  /** Writes (or replaces) the object at `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Where a browser loads the object from. */
  publicUrl(key: string): string;
}

/** One path segment of a key: letters, digits, `-`, `_` and inner dots (never `.` or `..` alone). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key).slice(0, 200)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Checks a key before any adapter uses it: relative, `/`-separated segments of safe characters, no `..`, no
 * empty segment, no backslash or control character. A key that fails is refused, never "cleaned" into another.
 */
export function checkStorageKey(key: string): string {
  if (key.length === 0 || key.length > 512) throw new InvalidStorageKeyError(key);
  const segments = key.split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes('..')) throw new InvalidStorageKeyError(key);
  }
  return key;
}

/** The content type a stored key is served with, from its extension (keys are made by the media module). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (
    {
      webp: 'image/webp',
      avif: 'image/avif',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
    }[extension] ?? 'application/octet-stream'
  );
}
