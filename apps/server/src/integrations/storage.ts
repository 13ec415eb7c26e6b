import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { s3Storage } from './s3-storage';
import { checkedKey } from './storage-key';

export { newStorageKey } from './storage-key';

/**
 * Where uploaded bytes live. The database keeps only the key; a bucket (S3) can replace the local folder by
 * implementing the same three calls. Keys are generated here and never contain names or patient data.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream; null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Files on disk under `root` (DATA_DIR/files), written to a temporary name and renamed so readers never see half a file. */
export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temp = `${path}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

const byPlace = new Map<string, FileStorage>();

/** The configured storage: the S3 bucket when one is configured, else the local folder `DATA_DIR/files`. */
export function storageFor(config: Pick<AppConfig, 'dataDir'> & Partial<Pick<AppConfig, 's3'>>): FileStorage {
  const place = config.s3 ? `s3:${config.s3.endpoint ?? 'aws'}/${config.s3.bucket}` : join(config.dataDir, 'files');
  let storage = byPlace.get(place);
  if (!storage) byPlace.set(place, (storage = config.s3 ? s3Storage(config.s3) : diskStorage(place)));
  return storage;
}
