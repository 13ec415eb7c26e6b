import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { auditLogs, doctorAgreements, users } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { pdfStreams, pdfText } from '../support/pdf-text';
import { inviteToken, officeHours, pngDataUrl, svgDataUrl, svgSignature, userId } from './fixtures';
import { DEMO_INVITE_CODE } from '../../src/db/seed/demo-accounts';

let t: TestApp;
let token: string;
let doctorId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await inviteToken(t);
  doctorId = await userId(t, 'newdoctor@demo.test');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

describe('doctor invitation wizard: preview -> profile -> location -> sign -> finish', () => {
  let contentHash: string;

  it('previews the agreement filled with the doctor, NPI and practice', async () => {
    const res = await call('GET', '/api/doctor/invite/preview');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.title).toBe('Prescriber Portal Participation Agreement');
    expect(data.text).toContain('Dr. Noah Grant, NPI 1245319599');
    expect(data.text).toContain('Grant Orthopedics');
    expect(data.version).toBe('2025-01');
    expect(data.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.signed).toBeNull();
    contentHash = data.content_hash;
  });

  it('finishing before anything is done answers 422 listing what is missing', async () => {
    const res = await call('POST', '/api/doctor/invite/finish');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['agreement', 'location', 'phone']);
    expect(body.errors.agreement).toEqual(['Sign the participation agreement.']);
    expect(body.message).toBe('To finish, please add a phone number, an office address, the signed agreement.');
  });

  it('saves the profile with the temporary token', async () => {
    const res = await call('POST', '/api/doctor/profile', {
      name: 'Dr. Noah Grant',
      specialty: 'Orthopedic surgery',
      time_zone: 'America/Chicago',
      phones: [{ phone: '(614) 555-0101', label: 'Office' }],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.phones).toEqual([{ phone: '6145550101', label: 'Office' }]);
    expect(data).toMatchObject({ specialty: 'Orthopedic surgery', time_zone: 'America/Chicago', npi: '1245319599', can_edit: true });
  });

  it('refuses office hours that are not HH:MM with the spec messages', async () => {
    const location = { name: 'Main Office', address_1: '10 Elm St', city: 'Dayton', state: 'OH', zip: '45402' };
    const badFormat = await call('POST', '/api/doctor/locations', {
      ...location,
      working_hours: [{ from: '9:00', to: '17:00' }, ...officeHours.slice(1)],
    });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors['working_hours.0.from']).toEqual(["Invalid time format. Expected 'HH:MM'."]);

    const badValue = await call('POST', '/api/doctor/locations', {
      ...location,
      working_hours: [...officeHours.slice(0, 6), { from: '10:00', to: '24:30' }],
    });
    expect(badValue.json().errors['working_hours.6.to']).toEqual(['Invalid time value']);

    const reversed = await call('POST', '/api/doctor/locations', {
      ...location,
      working_hours: [{ from: '17:00', to: '09:00' }, ...officeHours.slice(1)],
    });
    expect(reversed.json().errors['working_hours.0.to']).toEqual(['The end time must be after the start time.']);

    const six = await call('POST', '/api/doctor/locations', { ...location, working_hours: officeHours.slice(1) });
    expect(six.json().errors.working_hours).toEqual(['Working hours need 7 entries, Monday first.']);
  });

  it('adds the first office with the temporary token and reads it back', async () => {
    const res = await call('POST', '/api/doctor/locations', {
      name: 'Main Office',
      address_1: '10 Elm St',
      city: 'Dayton',
      state: 'oh',
      zip: '45402',
      working_hours: officeHours,
      contacts: [{ name: 'Rita Front Desk', phone: '937-555-0110' }],
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ state: 'OH', full_address: '10 Elm St, Dayton, OH 45402', doctor_id: doctorId });
    expect(data.contacts).toMatchObject([{ name: 'Rita Front Desk', phone: '9375550110', email: '' }]);
    const again = await call('GET', `/api/doctor/locations/${data.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.working_hours).toEqual(officeHours);
  });

  it('signs with a PNG: stores the image and an immutable PDF with signer, time and content hash', async () => {
    const res = await call('POST', '/api/doctor/invite/sign', { signature: pngDataUrl, content_hash: contentHash });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ version: '2025-01', revision: 1, content_hash: contentHash, signer_name: 'Dr. Noah Grant' });

    const [row] = await t.database.db.select().from(doctorAgreements).where(eq(doctorAgreements.id, data.id));
    expect(row!.signature_mime).toBe('image/png');
    expect(row!.signature.toString('base64')).toBe(pngDataUrl.split(',')[1]);
    expect(row!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(data.pdf_sha256).toBe(row!.pdf_sha256);
    const pdf = await PDFDocument.load(row!.pdf);
    expect(pdf.getTitle()).toContain('Prescriber Portal Participation Agreement');
    expect(pdf.getAuthor()).toBe('Dr. Noah Grant');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(row!.pdf);
    expect(text).toContain(`Content SHA-256: ${contentHash}`);
    expect(text).toContain('Signed by: Dr. Noah Grant, NPI 1245319599, for Grant Orthopedics');
    expect(text).toContain(`Signed at: ${row!.signed_at.toISOString().slice(0, 16).replace('T', ' ')}`);
    expect(pdfStreams(row!.pdf).join('\n')).toMatch(/\/Subtype\s*\/Image/);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'doctor_agreement.sign'), eq(auditLogs.entity_id, data.id)));
    expect(audits).toHaveLength(1);
  });

  it('signing again adds a revision and leaves the first one untouched', async () => {
    const [first] = await t.database.db.select().from(doctorAgreements).where(eq(doctorAgreements.user_id, doctorId));
    const res = await call('POST', '/api/doctor/invite/sign', { signature: svgDataUrl(svgSignature) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.revision).toBe(2);
    const rows = await t.database.db.select().from(doctorAgreements).where(eq(doctorAgreements.user_id, doctorId));
    expect(rows).toHaveLength(2);
    const stillFirst = rows.find((r) => r.revision === 1)!;
    expect(stillFirst.pdf_sha256).toBe(first!.pdf_sha256);
    expect(stillFirst.signed_at.toISOString()).toBe(first!.signed_at.toISOString());
    expect((await call('GET', '/api/doctor/invite/preview')).json().data.signed.revision).toBe(2);
  });

  it('refuses a stale content hash and images that are not what they claim', async () => {
    const stale = await call('POST', '/api/doctor/invite/sign', { signature: pngDataUrl, content_hash: 'a'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    const gif = await call('POST', '/api/doctor/invite/sign', { signature: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' });
    expect(gif.json().errors.signature).toEqual(['The signature must be a PNG, JPEG or SVG image.']);
    const fakePng = await call('POST', '/api/doctor/invite/sign', {
      signature: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
    });
    expect(fakePng.json().errors.signature).toEqual(['The signature is not a valid PNG image.']);
    const script = await call('POST', '/api/doctor/invite/sign', {
      signature: svgDataUrl('<svg><script>alert(1)</script><path d="M0,0 L1,1"/></svg>'),
    });
    expect(script.json().errors.signature).toEqual(['The signature SVG may contain only drawing elements.']);
    const empty = await call('POST', '/api/doctor/invite/sign', { signature: svgDataUrl('<svg viewBox="0 0 10 10"></svg>') });
    expect(empty.json().errors.signature).toEqual(['The signature is empty.']);
    const huge = await call('POST', '/api/doctor/invite/sign', { signature: `data:image/png;base64,${'A'.repeat(800_000)}` });
    expect(huge.statusCode).toBe(422);
  });

  it('finishes: verified, a working main token, and the invitation token is dead', async () => {
    const res = await call('POST', '/api/doctor/invite/finish');
    expect(res.statusCode).toBe(200);
    const { token: main, data } = res.json();
    expect(main).toMatch(/\|main:/);
    expect(data.verified_at).not.toBeNull();
    expect(data.token_scope).toBe('main');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, doctorId));
    expect(user!.verified_at).not.toBeNull();

    expect((await call('GET', '/api/profile', undefined, main)).statusCode).toBe(200);
    expect((await call('GET', '/api/doctor/dashboard/stats', undefined, main)).statusCode).toBe(200);
    expect((await call('GET', '/api/user')).statusCode).toBe(401);
    expect((await call('POST', '/api/doctor/invite/finish', undefined, main)).statusCode).toBe(409);
    const npiAgain = await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${doctorId}`, payload: { npi: '1245319599', code: DEMO_INVITE_CODE } });
    expect(npiAgain.statusCode).toBe(409);
  });
});

describe('the wizard belongs to the prescriber', () => {
  it('doctor staff cannot preview, sign or finish it', async () => {
    const staff = await t.tokenFor('doctor.staff@demo.test');
    expect((await call('GET', '/api/doctor/invite/preview', undefined, staff)).statusCode).toBe(403);
    expect((await call('POST', '/api/doctor/invite/sign', { signature: pngDataUrl }, staff)).statusCode).toBe(403);
    expect((await call('POST', '/api/doctor/invite/finish', undefined, staff)).statusCode).toBe(403);
  });

  it('an invitation token cannot reach endpoints outside the wizard', async () => {
    const fresh = await createTestApp();
    try {
      const temp = await inviteToken(fresh);
      const inject = (url: string) => fresh.app.inject({ method: 'GET', url, headers: bearer(temp) });
      expect((await inject('/api/doctor/dashboard/stats')).statusCode).toBe(403);
      expect((await inject('/api/dashboard/settings')).statusCode).toBe(403);
      expect((await inject('/api/doctor/locations')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
