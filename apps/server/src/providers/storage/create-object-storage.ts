import { join } from 'node:path';
import type { Config } from '../../config.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The storage the config asks for: S3 when STORAGE_PROVIDER=s3 (its settings checked by loadConfig), else DATA_DIR/media. */
export function createObjectStorage(config: Config): ObjectStorage {
  if (config.STORAGE_PROVIDER === 's3') {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT!,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      publicBaseUrl: config.S3_PUBLIC_BASE_URL!,
    });
  }
  return createLocalDiskStorage(join(config.DATA_DIR, 'media'));
}
