// Which storage this installation uses: an S3-compatible bucket when S3_BUCKET is set, else
// local disk under DATA_DIR (the embedded default).
import { join } from 'node:path';
import type { Config } from '../../config';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

export function storageFor(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(join(config.dataDir, 'files'));
}
