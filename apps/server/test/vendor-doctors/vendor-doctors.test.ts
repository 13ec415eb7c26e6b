import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, mailOutbox, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, auditsOf, locationIdOf, userIdOf } from '../vendor-profile/helpers';

let t: TestApp;
let owner: ReturnType<typeof as>;
let staffAnywhere: ReturnType<typeof as>;
let staffAtMain: ReturnType<typeof as>;
let rival: ReturnType<typeof as>;
let doctor: ReturnType<typeof as>;
const id: Record<string, number> = {};
const NEW_NPI = '1987654328';

beforeAll(async () => {
  t = await createTestApp();
  const other = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
  owner = as(t, await t.tokenFor('supplier@demo.test'));
  const staffToken = await t.tokenFor('supplier.staff@demo.test');
  staffAnywhere = as(t, staffToken);
  staffAtMain = as(t, staffToken, { 'x-location-id': String(await locationIdOf(t, 'Main Warehouse')) });
  rival = as(t, await t.tokenFor(other.login));
  doctor = as(t, await t.tokenFor('doctor@demo.test'));
  for (const login of ['doctor@demo.test', 'newdoctor@demo.test', 'supplier.hr@demo.test', 'doctor.staff@demo.test'])
    id[login] = await userIdOf(t, login);
});
afterAll(() => t?.close());

const names = (list: { name: string }[]) => list.map((d) => d.name);

describe('the doctors a supplier works with', () => {
  it('lists the linked doctors by name, saying which ones the company may edit', async () => {
    const res = await owner('GET', '/api/vendor/doctors');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(2);
    expect(names(res.body.data)).toEqual(['Dr. Noah Grant', 'Dr. Olivia Bennett']);
    expect(res.body.data[0]).toMatchObject({
      npi: '1245319599',
      is_verified: false,
      created_by_vendor: true,
      can_edit: true,
      practice: { name: 'Grant Orthopedics' },
    });
    expect(res.body.data[1]).toMatchObject({
      npi: '1234567893',
      is_verified: true,
      created_by_vendor: false,
      can_edit: false,
      locations_count: 2,
    });
  });

  it('searches by name, practice or NPI and filters by verification', async () => {
    expect(names((await owner('GET', '/api/vendor/doctors?search=grant ortho')).body.data)).toEqual(['Dr. Noah Grant']);
    expect(names((await owner('GET', '/api/vendor/doctors?search=family practice')).body.data)).toEqual(['Dr. Olivia Bennett']);
    expect(names((await owner('GET', '/api/vendor/doctors?search=1234567893')).body.data)).toEqual(['Dr. Olivia Bennett']);
    expect(names((await owner('GET', '/api/vendor/doctors?verified=false')).body.data)).toEqual(['Dr. Noah Grant']);
    expect((await owner('GET', '/api/vendor/doctors?sortBy=email')).status).toBe(422);
  });

  it('another company reaches none of them (404), and doctors get 403', async () => {
    expect((await rival('GET', '/api/vendor/doctors')).body.meta.total).toBe(0);
    for (const url of ['profile', 'agents', 'locations'])
      expect((await rival('GET', `/api/vendor/doctors/${id['doctor@demo.test']}/${url}`)).status).toBe(404);
    expect((await rival('PUT', `/api/vendor/doctors/${id['newdoctor@demo.test']}/profile`, { notes: 'x' })).status).toBe(404);
    expect((await doctor('GET', '/api/vendor/doctors')).status).toBe(403);
  });
});

describe('adding a doctor by NPI', () => {
  it('an unknown NPI creates an unverified practice, invites the doctor by e-mail and links it (201, audited)', async () => {
    const res = await owner('POST', '/api/vendor/doctors', {
      npi: '198-765-4328',
      name: 'Dr. Ada Moss',
      email: 'ada.moss@example.com',
      practice_name: 'Moss Pulmonology',
      phone: '(614) 555-0177',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      npi: NEW_NPI,
      name: 'Dr. Ada Moss',
      is_verified: false,
      created_by_vendor: true,
      can_edit: true,
      practice: { name: 'Moss Pulmonology' },
      phones: [{ phone: '6145550177' }],
    });
    id.moss = res.body.data.id;
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada.moss@example.com'));
    expect(mail).toMatchObject({ template: 'doctor-invitation', user_id: id.moss });
    const code = new RegExp(`/invite/${id.moss}\\?code=([\\w-]+)`).exec(mail!.body)![1]!;
    const login = await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${id.moss}`, payload: { npi: NEW_NPI, code } });
    expect(login.statusCode).toBe(200);
    expect(await auditsOf(t, 'doctor.invite', id.moss)).toHaveLength(1);
    expect(await auditsOf(t, 'vendor_doctor.link')).toHaveLength(1);
  });

  it('the same NPI again answers 409', async () => {
    const res = await owner('POST', '/api/vendor/doctors', { npi: NEW_NPI });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This doctor is already in your list.');
  });

  it('a practice already on the portal is linked as it is: nothing is created, nothing is editable', async () => {
    const before = await t.database.db.select().from(accounts);
    const res = await rival('POST', '/api/vendor/doctors', { npi: '1234567893', name: 'Ignored', email: 'ignored@example.com' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: id['doctor@demo.test'],
      name: 'Dr. Olivia Bennett',
      created_by_vendor: false,
      can_edit: false,
      notes: '',
    });
    expect(await t.database.db.select().from(accounts)).toHaveLength(before.length);
    expect((await rival('GET', `/api/vendor/doctors/${id['doctor@demo.test']}/profile`)).status).toBe(200);
  });

  it('answers 422 for a bad check digit, and for a new doctor without name or e-mail, or with a taken e-mail', async () => {
    expect((await owner('POST', '/api/vendor/doctors', { npi: '1987654320' })).body.errors).toHaveProperty('npi');
    expect((await owner('POST', '/api/vendor/doctors', {})).body.errors).toHaveProperty('npi');
    expect((await owner('POST', '/api/vendor/doctors', { npi: '1674538297', email: 'x@example.com' })).body.errors).toHaveProperty('name');
    expect((await owner('POST', '/api/vendor/doctors', { npi: '1674538297', name: 'Dr. X' })).body.errors).toHaveProperty('email');
    const taken = await owner('POST', '/api/vendor/doctors', { npi: '1674538297', name: 'Dr. X', email: 'doctor@demo.test' });
    expect(taken.body.errors.email).toEqual(['This e-mail address already belongs to a user of the portal.']);
    expect(await t.database.db.select().from(users).where(eq(users.npi, '1674538297'))).toHaveLength(0);
  });

  it('staff need "order create" at their department (403 without a chosen one)', async () => {
    expect(
      (await staffAnywhere('POST', '/api/vendor/doctors', { npi: '1674538297', name: 'Dr. Lee', email: 'lee@example.com' })).status,
    ).toBe(403);
    const res = await staffAtMain('POST', '/api/vendor/doctors', { npi: '1674538297', name: 'Dr. Lee', email: 'lee@example.com' });
    expect(res.status).toBe(201);
    expect(await auditsOf(t, 'doctor.invite', res.body.data.id)).toMatchObject([
      { staff_id: null, location_id: await locationIdOf(t, 'Main Warehouse') },
    ]);
  });
});

describe('what a supplier may change of a doctor', () => {
  it('notes always (audited); a verified practice’s profile never (403)', async () => {
    const url = `/api/vendor/doctors/${id['doctor@demo.test']}/profile`;
    const res = await owner('PUT', url, { notes: 'Call before noon.' });
    expect(res.status).toBe(200);
    expect(res.body.data.notes).toBe('Call before noon.');
    expect(await auditsOf(t, 'vendor_doctor.update')).toHaveLength(1);
    const refused = await owner('PUT', url, { name: 'Dr. O. Bennett', notes: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/verified/);
    expect((await owner('GET', url)).body.data).toMatchObject({ name: 'Dr. Olivia Bennett', notes: 'Call before noon.' });
    expect((await doctor('GET', '/api/doctor/profile')).body.data.name).toBe('Dr. Olivia Bennett');
  });

  it('the profile of an unverified practice it created itself; another supplier linked to it may not', async () => {
    const url = `/api/vendor/doctors/${id['newdoctor@demo.test']}/profile`;
    const res = await owner('PUT', url, {
      specialty: 'Orthopedic surgery',
      practice_name: 'Grant Orthopedics & Sports',
      phones: [{ phone: '6145550150', label: 'Front desk' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      specialty: 'Orthopedic surgery',
      practice: { name: 'Grant Orthopedics & Sports' },
      phones: [{ phone: '6145550150', label: 'Front desk' }],
    });
    expect((await rival('POST', '/api/vendor/doctors', { npi: '1245319599' })).status).toBe(201);
    const refused = await rival('PUT', url, { specialty: 'Podiatry' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the supplier that invited this practice can change its profile and offices.');
  });

  it('answers 422 for invalid profile fields and 404 for a doctor not linked', async () => {
    expect(
      (await owner('PUT', `/api/vendor/doctors/${id['newdoctor@demo.test']}/profile`, { name: '', fax: '12' })).body.errors,
    ).toMatchObject({ name: expect.any(Array), fax: expect.any(Array) });
    expect((await owner('PUT', `/api/vendor/doctors/${id['doctor.staff@demo.test']}/profile`, { notes: 'x' })).status).toBe(404);
    expect((await owner('GET', '/api/vendor/doctors/999999/profile')).status).toBe(404);
  });
});

describe("a doctor's agents: the supplier's own users", () => {
  it('lists and assigns them (again: no change), audited', async () => {
    const url = `/api/vendor/doctors/${id['doctor@demo.test']}/agents`;
    expect(names((await owner('GET', url)).body.data)).toEqual(['Tina Brooks']);
    const res = await owner('POST', url, { user_id: id['supplier.hr@demo.test'] });
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['Helen Ortiz', 'Tina Brooks']);
    expect(names((await owner('POST', url, { user_id: id['supplier.hr@demo.test'] })).body.data)).toHaveLength(2);
    expect(await auditsOf(t, 'vendor_doctor_agent.attach')).toHaveLength(1);
    expect((await rival('GET', url)).body.data).toEqual([]);
  });

  it('answers 422 for a user outside the company or a missing user_id', async () => {
    const url = `/api/vendor/doctors/${id['doctor@demo.test']}/agents`;
    expect((await owner('POST', url, { user_id: id['doctor.staff@demo.test'] })).body.errors.user_id).toEqual([
      'The agent must be a user of your company.',
    ]);
    expect((await owner('POST', url, {})).status).toBe(422);
  });
});

describe("a doctor's offices", () => {
  it("reads a linked doctor's offices with contacts but without the practice's staff", async () => {
    const res = await owner('GET', `/api/vendor/doctors/${id['doctor@demo.test']}/locations`);
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['Downtown Office', 'North Clinic']);
    expect(res.body.data.every((l: { staff: unknown[] }) => l.staff.length === 0)).toBe(true);
    const one = await owner('GET', `/api/vendor/doctors/${id['doctor@demo.test']}/locations/${res.body.data[1].id}`);
    expect(one.body.data).toMatchObject({
      name: 'North Clinic',
      full_address: '2100 Morse Rd, Columbus, OH 43229',
      doctor_id: id['doctor@demo.test'],
    });
  });

  it('an office of another practice, or of the company itself, answers 404 under this doctor', async () => {
    for (const other of [await locationIdOf(t, 'Main Warehouse'), await locationIdOf(t, 'North Clinic')]) {
      expect((await owner('GET', `/api/vendor/doctors/${id['newdoctor@demo.test']}/locations/${other}`)).status).toBe(404);
      expect((await owner('PUT', `/api/vendor/doctors/${id['newdoctor@demo.test']}/locations/${other}`, { name: 'Mine' })).status).toBe(
        404,
      );
    }
  });

  it('adds and changes offices of an unverified practice it created (audited); 403 for a verified one', async () => {
    const base = `/api/vendor/doctors/${id['newdoctor@demo.test']}/locations`;
    const created = await owner('POST', base, {
      name: 'Grant Main Office',
      address_1: '10 Elm St',
      city: 'Dublin',
      state: 'OH',
      zip: '43017',
      contacts: [{ name: 'Front desk', phone: '6145550151' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.contacts).toHaveLength(1);
    const changed = await owner('PUT', `${base}/${created.body.data.id}`, { address_2: 'Suite 3' });
    expect(changed.body.data).toMatchObject({ full_address: '10 Elm St, Suite 3, Dublin, OH 43017' });
    expect(await auditsOf(t, 'location.update', created.body.data.id)).toHaveLength(1);
    expect((await owner('GET', '/api/vendor/doctors?search=grant')).body.data[0].locations_count).toBe(1);
    const north = await locationIdOf(t, 'North Clinic');
    expect((await owner('POST', `/api/vendor/doctors/${id['doctor@demo.test']}/locations`, { name: 'Annex' })).status).toBe(403);
    expect((await owner('PUT', `/api/vendor/doctors/${id['doctor@demo.test']}/locations/${north}`, { name: 'Mine' })).status).toBe(403);
  });

  it('answers 422 for a missing name or a bad zip', async () => {
    const base = `/api/vendor/doctors/${id['newdoctor@demo.test']}/locations`;
    expect((await owner('POST', base, { city: 'Dublin' })).body.errors).toHaveProperty('name');
    expect((await owner('POST', base, { name: 'X', zip: '123' })).body.errors).toHaveProperty('zip');
  });
});
