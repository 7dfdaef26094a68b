import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { s3Storage } from './s3-storage.ts';
import { isSafeStorageKey } from './storage-key.ts';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Where uploaded (already re-encoded) images live. Keys are random server-side names, never a client's. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

export { isSafeStorageKey } from './storage-key.ts';

/** Local disk: one file per key plus a sidecar with its content type. */
export function localDiskStorage(dir: string): Storage {
  const file = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, body, contentType) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(key), body);
      await writeFile(`${file(key)}.type`, contentType);
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const [body, contentType] = await Promise.all([
          readFile(file(key)),
          readFile(`${file(key)}.type`, 'utf8'),
        ]);
        return { body, contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
      await rm(`${file(key)}.type`, { force: true });
    },
  };
}

export function createStorage(config: Config['storage']): Storage {
  if (config.kind === 'local') return localDiskStorage(config.dir);
  return s3Storage(config);
}
