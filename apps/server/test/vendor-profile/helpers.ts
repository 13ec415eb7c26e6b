import { and, eq } from 'drizzle-orm';
import { auditLogs, locations, users } from '../../src/db/schema';
import { bearer, type TestApp } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call with a bearer token and optional extra headers (X-Location-Id); answers status and body. */
export function as(t: TestApp, token: string, headers: Record<string, string> = {}) {
  return async (method: Method, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, res };
  };
}

export const userIdOf = async (t: TestApp, login: string): Promise<number> =>
  (await t.database.db.select().from(users).where(eq(users.login, login)))[0]!.id;
export const locationIdOf = async (t: TestApp, name: string): Promise<number> =>
  (await t.database.db.select().from(locations).where(eq(locations.name, name)))[0]!.id;

export const auditsOf = (t: TestApp, action: string, entityId?: number) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), entityId === undefined ? undefined : eq(auditLogs.entity_id, entityId)));

/** A multipart/form-data body with `file` parts and text fields, as a browser's FormData sends it. */
export function form(files: { name: string; content: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = '----dme-test-boundary';
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
