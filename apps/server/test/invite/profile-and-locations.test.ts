import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, locations } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { inviteToken, officeHours } from './fixtures';

let t: TestApp;
let owner: string;
let staff: string;
let agent: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('doctor@demo.test');
  staff = await t.tokenFor('doctor.staff@demo.test');
  agent = await t.tokenFor('doctor.agent@demo.test');
  for (const l of await t.database.db.select().from(locations)) ids[l.name] = l.id;
});
afterAll(() => t?.close());

const call = (as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

describe('doctor offices: scoped to the practice', () => {
  it('the owner lists every office with hours, staff and address', async () => {
    const res = await call(owner, 'GET', '/api/doctor/locations');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ total: 2, page: 1, rowsPerPage: 25 });
    expect(data.map((l: { name: string }) => l.name)).toEqual(['Downtown Office', 'North Clinic']);
    expect(data[0].full_address).toBe('400 N High St, Columbus, OH 43215');
    expect(data[0].working_hours).toHaveLength(7);
    expect(data[0].staff.map((s: { name: string }) => s.name)).toEqual(['Alice Park', 'Mark Ellis']);
    expect(data[0]).toMatchObject({ temp_staff: [], contacts: [], supplier_contacts: [] });
  });

  it('staff see only the offices they are assigned to; search narrows the list', async () => {
    const mine = (await call(agent, 'GET', '/api/doctor/locations')).json().data;
    expect(mine.map((l: { name: string }) => l.name)).toEqual(['Downtown Office']);
    expect((await call(agent, 'GET', `/api/doctor/locations/${ids['North Clinic']}`)).statusCode).toBe(404);
    const found = (await call(owner, 'GET', '/api/doctor/locations?search=morse')).json();
    expect(found.data.map((l: { name: string }) => l.name)).toEqual(['North Clinic']);
  });

  it("another tenant's office answers 404, for reading and for writing", async () => {
    for (const other of [ids['Main Warehouse']!, 999_999]) {
      expect((await call(owner, 'GET', `/api/doctor/locations/${other}`)).statusCode).toBe(404);
      expect((await call(owner, 'PUT', `/api/doctor/locations/${other}`, { name: 'Mine now' })).statusCode).toBe(404);
    }
    const [warehouse] = await t.database.db.select().from(locations).where(eq(locations.id, ids['Main Warehouse']!));
    expect(warehouse!.name).toBe('Main Warehouse');
  });

  it('doctor staff get 403 on every write', async () => {
    const id = ids['Downtown Office'];
    expect((await call(staff, 'POST', '/api/doctor/locations', { name: 'Annex' })).statusCode).toBe(403);
    expect((await call(staff, 'PUT', `/api/doctor/locations/${id}`, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/api/doctor/profile', { name: 'Mark' })).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/api/doctor/profile/phones', { phones: [] })).statusCode).toBe(403);
    expect((await call(staff, 'DELETE', '/api/doctor/locations/contacts/1')).statusCode).toBe(403);
  });

  it('updates an office partially, replaces its contacts and audits before and after', async () => {
    const id = ids['Downtown Office']!;
    const first = await call(owner, 'PUT', `/api/doctor/locations/${id}`, {
      address_2: 'Suite 200',
      contacts: [
        { name: 'Rita Front Desk', phone: '(614) 555-0110', email: 'rita@bennett.test' },
        { name: 'Sam Billing', title: 'Billing' },
      ],
    });
    expect(first.statusCode).toBe(200);
    const loc = first.json().data;
    expect(loc).toMatchObject({
      name: 'Downtown Office',
      address_2: 'Suite 200',
      full_address: '400 N High St, Suite 200, Columbus, OH 43215',
    });
    expect(loc.contacts).toHaveLength(2);
    const rita = loc.contacts[0];

    const second = await call(owner, 'PUT', `/api/doctor/locations/${id}`, {
      contacts: [{ id: rita.id, name: 'Rita Lopez', phone: '6145550110' }],
    });
    expect(second.json().data.contacts).toEqual([{ id: rita.id, name: 'Rita Lopez', title: '', phone: '6145550110', email: '' }]);

    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'location.update'), eq(auditLogs.entity_id, id)))
      .orderBy(auditLogs.id);
    expect(audits).toHaveLength(2);
    expect(audits[1]!.before).toMatchObject({ address_2: 'Suite 200' });
  });

  it("a contact id of another office is refused, and deleting another practice's contact is 404", async () => {
    const north = ids['North Clinic']!;
    const downtown = (await call(owner, 'GET', `/api/doctor/locations/${ids['Downtown Office']}`)).json().data;
    const res = await call(owner, 'PUT', `/api/doctor/locations/${north}`, { contacts: [{ id: downtown.contacts[0].id, name: 'Stolen' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['contacts.0.id']).toEqual(['This contact does not belong to the location.']);

    const otherPractice = await inviteToken(t);
    expect((await call(otherPractice, 'DELETE', `/api/doctor/locations/contacts/${downtown.contacts[0].id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/doctor/locations/contacts/${downtown.contacts[0].id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/doctor/locations/contacts/${downtown.contacts[0].id}`)).statusCode).toBe(404);
  });

  it('validates state, zip and working hours', async () => {
    const res = await call(owner, 'POST', '/api/doctor/locations', { name: 'Annex', state: 'XX', zip: '4321', working_hours: officeHours });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ state: ['The state must be a US state code.'], zip: ['The zip must be 5 digits, or ZIP+4 (9 digits, which claims need).'] });
    expect((await call(owner, 'POST', '/api/doctor/locations', { address_1: 'x' })).json().errors.name).toBeTruthy();
  });

  it("a new office defaults to empty hours and appears in the owner's list", async () => {
    const res = await call(owner, 'POST', '/api/doctor/locations', { name: 'Annex' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.working_hours).toEqual(Array.from({ length: 7 }, () => ({ from: '', to: '' })));
    expect((await call(owner, 'GET', '/api/doctor/locations')).json().meta.total).toBe(3);
  });
});

describe('doctor profile', () => {
  it("staff read their owner's profile, without edit rights", async () => {
    const res = await call(staff, 'GET', '/api/doctor/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Dr. Olivia Bennett',
      npi: '1234567893',
      can_edit: false,
      practice: { name: 'Bennett Family Practice' },
    });
  });

  it('phones and e-mails are saved as whole lists and validated', async () => {
    const phones = await call(owner, 'POST', '/api/doctor/profile/phones', {
      phones: [{ phone: '+44 20 7946 0958', label: 'London' }, { phone: '614.555.0199' }],
    });
    expect(phones.statusCode).toBe(200);
    expect(phones.json().data.phones).toEqual([
      { phone: '+442079460958', label: 'London' },
      { phone: '6145550199', label: '' },
    ]);
    const bad = await call(owner, 'POST', '/api/doctor/profile/phones', { phones: [{ phone: '555-0199' }] });
    expect(bad.json().errors['phones.0.phone']).toBeTruthy();
    const emails = await call(owner, 'POST', '/api/doctor/profile/emails', { emails: [{ email: 'office@bennett.test', label: 'Office' }] });
    expect(emails.json().data.emails).toEqual([{ email: 'office@bennett.test', label: 'Office' }]);
    expect((await call(owner, 'POST', '/api/doctor/profile/emails', { emails: [{ email: 'nope' }] })).statusCode).toBe(422);
    expect(
      (await call(owner, 'POST', '/api/doctor/profile', { name: 'Dr. Olivia Bennett', time_zone: 'Mars/Olympus' })).json().errors.time_zone,
    ).toEqual(['The time zone is not valid.']);
    const profile = (await call(owner, 'GET', '/api/doctor/profile')).json().data;
    expect(profile.phones).toHaveLength(2);
  });

  it('changing the password needs the current one, ends other sessions and keeps this one', async () => {
    const other = await t.tokenFor('doctor@demo.test');
    const wrong = await call(owner, 'POST', '/api/doctor/profile/password', {
      current_password: 'nope',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is incorrect.']);
    const ok = await call(owner, 'POST', '/api/doctor/profile/password', {
      current_password: 'demo12345',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    });
    expect(ok.statusCode).toBe(204);
    expect((await call(owner, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await call(other, 'GET', '/api/user')).statusCode).toBe(401);
    expect(await t.tokenFor('doctor@demo.test', 'newpass123')).toBeTruthy();
  });
});
