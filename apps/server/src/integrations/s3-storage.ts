import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import type { FileStorage } from './storage';
import { checkedKey } from './storage-key';

/**
 * Files in an S3-compatible bucket, signed with SigV4 (aws4fetch). A configured endpoint (MinIO, R2, Ceph...) is
 * addressed path-style, AWS itself virtual-hosted style. Objects are private: the server streams them to callers
 * after its own access check, never through public or pre-signed URLs.
 */
export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlOf = (key: string) =>
    config.endpoint
      ? `${config.endpoint}/${config.bucket}/${checkedKey(key)}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com/${checkedKey(key)}`;
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) => {
    // Uploads sign their payload's hash (not UNSIGNED-PAYLOAD), so the bucket rejects bytes altered on the way.
    const init = body
      ? { method, body: new Uint8Array(body), headers: { 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') } }
      : { method };
    return fetchImpl(await client.sign(urlOf(key), init));
  };
  // The status alone goes into errors: bucket answers can echo the key, and keys stay out of logs.
  const fail = (what: string, status: number) => new Error(`Object storage ${what} failed with HTTP ${status}.`);

  return {
    async put(key, bytes) {
      const response = await send('PUT', key, bytes);
      await response.body?.cancel();
      if (!response.ok) throw fail('upload', response.status);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw fail('read', response.status);
      return Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      // Deleting what is already gone is fine (S3 itself answers 204 either way).
      if (!response.ok && response.status !== 404) throw fail('delete', response.status);
    },
  };
}
