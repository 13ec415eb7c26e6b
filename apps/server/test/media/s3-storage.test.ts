import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../src/config';
import { s3Storage } from '../../src/integrations/s3-storage';
import { newStorageKey } from '../../src/integrations/storage';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { caller, newPatient } from '../patients/helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A path-style S3 stand-in: keeps objects in memory and records each request's method, path and headers. */
function fakeBucket() {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string; headers: IncomingMessage['headers'] }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      requests.push({ method: req.method!, path, headers: req.headers });
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) return void res.writeHead(403).end();
      if (req.method === 'PUT') objects.set(path, Buffer.concat(chunks));
      if (req.method === 'DELETE') objects.delete(path);
      if (req.method === 'GET') {
        const body = objects.get(path);
        return void (body
          ? res.writeHead(200, { 'content-length': body.length }).end(body)
          : res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>'));
      }
      res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
    });
  });
  return { server, objects, requests };
}

const bucket = fakeBucket();
let config: S3Config;
beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
  const { port } = bucket.server.address() as AddressInfo;
  config = {
    bucket: 'dme-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-2',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret-test',
  };
});
afterAll(() => new Promise<void>((resolve) => bucket.server.close(() => resolve())));

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('S3-compatible storage', () => {
  it('puts, reads and deletes objects path-style with SigV4-signed requests', async () => {
    const storage = s3Storage(config);
    const key = newStorageKey(7);
    await storage.put(key, PDF);
    expect(bucket.objects.get(`/dme-files/${key}`)?.equals(PDF)).toBe(true);
    const put = bucket.requests.at(-1)!;
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-2\/s3\/aws4_request, SignedHeaders=/);
    expect(put.headers['x-amz-content-sha256']).toMatch(/^[a-f0-9]{64}$/);

    expect((await text((await storage.get(key))!)).equals(PDF)).toBe(true);
    await storage.delete(key);
    expect(bucket.objects.has(`/dme-files/${key}`)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that are not generated ones, before any request', async () => {
    const before = bucket.requests.length;
    await expect(s3Storage(config).get('../other-bucket/secret')).rejects.toThrow('Invalid storage key.');
    expect(bucket.requests.length).toBe(before);
  });

  it('reports a refused upload by status only (no key, no bucket answer in the error)', async () => {
    const storage = s3Storage({ ...config, bucket: 'dme-files' }, (input, init) =>
      fetch(new Request(input as Request, { ...init, headers: {} })),
    );
    const key = newStorageKey(7);
    await expect(storage.put(key, PDF)).rejects.toThrow('Object storage upload failed with HTTP 403.');
  });
});

describe('uploads with S3 configured', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('store patient documents in the bucket, and opening one streams it back through the access check', async () => {
    t = await createTestApp({ config: testConfig({ s3: config }) });
    const token = await t.tokenFor('doctor@demo.test');
    const patientId = (await caller(t, token)('POST', '/api/doctor/patients', newPatient())).body.data.id as number;
    const boundary = '----dme-s3-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nprescription\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rx.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/doctor/patients/${patientId}/media`,
      payload,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode).toBe(200);
    const media = (uploaded.json() as { data: { id: number }[] }).data[0]!;
    expect([...bucket.objects.entries()].some(([, bytes]) => bytes.equals(PDF))).toBe(true);

    const opened = await t.app.inject({ method: 'GET', url: `/api/doctor/media/${media.id}/open`, headers: bearer(token) });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/media/${media.id}/open`,
      headers: bearer(await t.tokenFor('supplier@demo.test')),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
