import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

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

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|gif|webp)$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

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
  // @TODO(community server issue): the S3-compatible adapter lands with the uploads work.
  throw new Error('STORAGE=s3 is not available yet');
}
