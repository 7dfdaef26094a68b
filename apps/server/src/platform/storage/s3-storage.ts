import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../config.ts';
import type { Storage } from './storage.ts';
import { isSafeStorageKey } from './storage-key.ts';

export type S3StorageConfig = Extract<Config['storage'], { kind: 's3' }>;

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Hetzner, …) through signed (SigV4) requests
 * with path-style URLs (`{endpoint}/{bucket}/{key}`), which every S3-compatible service accepts and
 * which need no DNS per bucket. Several server processes share the bucket, so uploads survive
 * scaling out.
 */
export function s3Storage(config: S3StorageConfig): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // A 5xx or 429 is retried with a short backoff; the default of ten retries would hold a request too long.
    retries: 3,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
    return `${base}/${key}`;
  };

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          // The payload's hash is signed too, so the bucket refuses a body changed on the way.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`S3 PUT ${key} failed with ${response.status}`);
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      const response = await client.fetch(objectUrl(key), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) {
        await response.arrayBuffer();
        throw new Error(`S3 GET ${key} failed with ${response.status}`);
      }
      const body = Buffer.from(await response.arrayBuffer());
      return { body, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      await response.arrayBuffer();
      // Deleting what is not there is done, as on local disk.
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key} failed with ${response.status}`);
      }
    },
  };
}
