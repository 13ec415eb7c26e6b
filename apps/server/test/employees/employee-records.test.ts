import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeDocuments, users } from '../../src/db/schema';
import { accountDay } from '../../src/lib/calendar-day';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, idOf, tempDataDir, type Call } from '../orders/helpers';
import { warnLapsingDocuments } from '../../src/modules/employees/document-expiry.job';

/** Issue 12, the employee's tabs: equipment, notes and documents with their lapse warnings. */
let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let owner: Call;
let plannerId: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----employee-doc';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = Buffer.from(parts.join(''));
  const fileParts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.bytes, Buffer.from('\r\n')]
    : [];
  return { payload: Buffer.concat([head, ...fileParts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The company's calendar day (not the UTC day: just after midnight UTC, New York is still on yesterday). */
let companyToday: string;
const isoDay = (offsetDays: number) => new Date(Date.parse(companyToday) + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  dir = tempDataDir('dme-employees-');
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir }) });
  owner = await as(t, 'supplier@demo.test');
  plannerId = await idOf.user(t, 'planner@demo.test');
  const [planner] = await t.database.db.select({ account_id: users.account_id }).from(users).where(eq(users.id, plannerId));
  companyToday = await accountDay(t.database.db, planner!.account_id!);
});
afterAll(async () => {
  await t.close();
  dir.remove();
});

describe('equipment', () => {
  it('is saved as a whole list and read back in assignment order', async () => {
    const saved = await owner('PUT', `/api/vendor/employees/${plannerId}/equipment`, {
      items: [
        { name: 'Van', serial: 'OH-4411', assigned_on: '2026-02-01' },
        { name: 'Tablet', serial: 'SN-77', assigned_on: '2026-01-10' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((e: { name: string }) => e.name)).toEqual(['Tablet', 'Van']);
    expect((await owner('PUT', `/api/vendor/employees/${plannerId}/equipment`, { items: [{ name: '', assigned_on: 'soon' }] })).status).toBe(422);
    expect((await owner('GET', `/api/vendor/employees/${plannerId}/equipment`)).body.data).toHaveLength(2);
  });
});

describe('notes', () => {
  it('adds a note and lists newest first with the author', async () => {
    expect((await owner('POST', `/api/vendor/employees/${plannerId}/notes`, { body: 'First review' })).status).toBe(201);
    const second = await owner('POST', `/api/vendor/employees/${plannerId}/notes`, { body: 'Second review' });
    expect(second.body.data).toMatchObject({ body: 'Second review', author: { name: 'Sam Rivera' } });
    const list = await owner('GET', `/api/vendor/employees/${plannerId}/notes`);
    expect(list.body.data.map((n: { body: string }) => n.body)).toEqual(['Second review', 'First review']);
    expect((await owner('POST', `/api/vendor/employees/${plannerId}/notes`, { body: '  ' })).status).toBe(422);
  });
});

describe('documents', () => {
  const upload = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
    t.app.inject({ method: 'POST', url: `/api/vendor/employees/${plannerId}/documents`, ...multipart(fields, file), headers: { ...multipart(fields, file).headers, authorization: `Bearer ${token}` } });
  let token: string;

  it('uploads licences with expiry dates and warns before they lapse', async () => {
    token = await t.tokenFor('supplier@demo.test');
    const lapsing = await upload({ kind: 'licence', title: 'Driving licence', number: 'D123', expires_on: isoDay(10) }, { name: 'licence.pdf', bytes: PDF });
    expect(lapsing.statusCode).toBe(201);
    expect(lapsing.json().data).toMatchObject({ warning: 'soon', mime: 'application/pdf' });
    const later = await upload({ kind: 'certification', title: 'CPR', expires_on: isoDay(200) }, { name: 'cpr.pdf', bytes: PDF });
    expect(later.json().data.warning).toBeNull();
    const expired = await upload({ kind: 'certification', title: 'Forklift', expires_on: isoDay(-3) }, { name: 'forklift.pdf', bytes: PDF });
    expect(expired.json().data.warning).toBe('expired');

    const list = await owner('GET', `/api/vendor/employees/${plannerId}/documents`);
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual(['Forklift', 'Driving licence', 'CPR']);
    const employee = await owner('GET', `/api/vendor/employees/${plannerId}`);
    expect(employee.body.data.documents_lapsing).toBe(2);

    const file = await t.app.inject({ method: 'GET', url: `/api/vendor/employees/${plannerId}/documents/${lapsing.json().data.id}/file`, headers: { authorization: `Bearer ${token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await owner('DELETE', `/api/vendor/employees/${plannerId}/documents/${expired.json().data.id}`)).status).toBe(200);
    expect((await owner('GET', `/api/vendor/employees/${plannerId}/documents`)).body.data).toHaveLength(2);
  });

  it('warns the owner and the employee once per expiry date, and again for a renewed date (job employees.document-expiry)', async () => {
    const notices = async (call: Call) =>
      ((await call('GET', '/api/system-notifications?page=1&rowsPerPage=100')).body.data as { title: string; link: string | null }[]).filter((n) => /Gas permit|Hoist/.test(n.title));
    const planner = await as(t, 'planner@demo.test');
    const soon = await upload({ kind: 'licence', title: 'Gas permit', expires_on: isoDay(5) }, { name: 'gas.pdf', bytes: PDF });
    await upload({ kind: 'certification', title: 'Hoist', expires_on: isoDay(300) }, { name: 'hoist.pdf', bytes: PDF });

    expect(await warnLapsingDocuments(t.database.db)).toBeGreaterThanOrEqual(1);
    const ownerNotices = await notices(owner);
    expect(ownerNotices).toHaveLength(1);
    expect(ownerNotices[0]).toMatchObject({ title: expect.stringMatching(/^Gas permit expires in [45] days/), link: `/supplier/employees/profile/${plannerId}/documents` });
    expect(await notices(planner)).toHaveLength(1);

    // A second pass (or a second instance) warns nobody again.
    expect(await warnLapsingDocuments(t.database.db)).toBe(0);
    expect(await notices(owner)).toHaveLength(1);

    // The same document with a new expiry date, again inside the window, is warned anew.
    const id = soon.json().data.id as number;
    await t.database.db.update(employeeDocuments).set({ expires_on: isoDay(2) }).where(eq(employeeDocuments.id, id));
    expect(await warnLapsingDocuments(t.database.db)).toBe(1);
    expect(await notices(owner)).toHaveLength(2);
  });

  it('refuses a missing file, a text file or a missing title with 422', async () => {
    expect((await upload({ kind: 'licence', title: 'No file' })).statusCode).toBe(422);
    expect((await upload({ kind: 'licence', title: 'Text' }, { name: 'a.txt', bytes: Buffer.from('hello') })).statusCode).toBe(422);
    expect((await upload({ kind: 'licence' }, { name: 'licence.pdf', bytes: PDF })).statusCode).toBe(422);
  });
});
