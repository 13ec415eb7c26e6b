import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';

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

const KEY = /^\d+\/\d{4}\/[a-f0-9]{32}$/;

/** `<account>/<yyyy>/<128 random bits>`: spreads files per tenant and year, unguessable and path-safe. */
export function newStorageKey(accountId: number, now = new Date()): string {
  return `${accountId}/${now.getUTCFullYear()}/${randomBytes(16).toString('hex')}`;
}

function checkedKey(key: string): string {
  // The key is joined to a folder: anything but the generated shape could walk out of it.
  if (!KEY.test(key)) throw new Error('Invalid storage key.');
  return key;
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

const byRoot = new Map<string, FileStorage>();

/** The configured storage (the local folder until an object store is configured). */
export function storageFor(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  const root = join(config.dataDir, 'files');
  let storage = byRoot.get(root);
  if (!storage) byRoot.set(root, (storage = diskStorage(root)));
  return storage;
}
