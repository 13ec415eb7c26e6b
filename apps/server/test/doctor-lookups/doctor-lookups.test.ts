import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, locationIdOf, userIdOf } from '../vendor-profile/helpers';

let t: TestApp;
let doctor: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let otherDoctor: ReturnType<typeof as>;
let supplier: ReturnType<typeof as>;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const other = await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics');
  await t.database.db.update(users).set({ npi: '1293847566' }).where(eq(users.id, other.userId));
  id.lakeside = other.userId;
  doctor = as(t, await t.tokenFor('doctor@demo.test'));
  agent = as(t, await t.tokenFor('doctor.agent@demo.test'));
  otherDoctor = as(t, await t.tokenFor(other.login));
  supplier = as(t, await t.tokenFor('supplier@demo.test'));
  for (const login of ['doctor@demo.test', 'newdoctor@demo.test', 'supplier@demo.test', 'doctor.pt@demo.test'])
    id[login] = await userIdOf(t, login);
  for (const name of ['Downtown Office', 'North Clinic', 'Main Warehouse']) id[name] = await locationIdOf(t, name);
});
afterAll(() => t?.close());

const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('a prescriber by NPI', () => {
  it("finds the caller's own prescriber", async () => {
    const res = await doctor('GET', '/api/doctor/doctors/npi/1234567893');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: id['doctor@demo.test'],
      name: 'Dr. Olivia Bennett',
      npi: '1234567893',
      specialty: '',
      practice: { id: expect.any(Number), name: 'Bennett Family Practice' },
      is_own_practice: true,
      is_verified: true,
    });
  });

  it('finds a verified prescriber of another practice with public fields only; an unverified one stays hidden', async () => {
    const res = await doctor('GET', '/api/doctor/doctors/npi/129-384-7566');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: id.lakeside, is_own_practice: false, practice: { name: 'Lakeside Pediatrics' } });
    expect(Object.keys(res.body.data).sort()).toEqual(['id', 'is_own_practice', 'is_verified', 'name', 'npi', 'practice', 'specialty']);
    expect((await doctor('GET', '/api/doctor/doctors/npi/1245319599')).status).toBe(404);
  });

  it('answers 422 for a bad check digit and 404 for an unknown NPI', async () => {
    const bad = await doctor('GET', '/api/doctor/doctors/npi/1234567890');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('npi');
    expect((await doctor('GET', '/api/doctor/doctors/npi/1674538297')).status).toBe(404);
  });

  it('is for doctors: suppliers get 403', async () => {
    expect((await supplier('GET', '/api/doctor/doctors/npi/1234567893')).status).toBe(403);
  });
});

describe("a prescriber's offices and physical therapists", () => {
  it('the owner gets every office of the practice; staff those they are assigned to', async () => {
    const url = `/api/doctor/doctors/${id['doctor@demo.test']}/locations`;
    const res = await doctor('GET', url);
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['Downtown Office', 'North Clinic']);
    expect(res.body.data[1].staff.map((s: { name: string }) => s.name)).toContain('Rachel Stone');
    expect(names((await agent('GET', url)).body.data)).toEqual(['Downtown Office']);
  });

  it('lists the PT staff with the offices they work at (staff: among those they see)', async () => {
    const url = `/api/doctor/doctors/${id['doctor@demo.test']}/staff/pt`;
    const res = await doctor('GET', url);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: id['doctor.pt@demo.test'],
        name: 'Rachel Stone',
        email: 'doctor.pt@demo.test',
        locations: [{ id: id['North Clinic'], name: 'North Clinic' }],
      },
    ]);
    expect((await agent('GET', url)).body.data[0].locations).toEqual([]);
  });

  it("another practice's prescriber, or a user who is no prescriber, answers 404", async () => {
    for (const other of [id.lakeside, id['newdoctor@demo.test'], id['supplier@demo.test'], id['doctor.pt@demo.test'], 999_999]) {
      expect((await doctor('GET', `/api/doctor/doctors/${other}/locations`)).status).toBe(404);
      expect((await doctor('GET', `/api/doctor/doctors/${other}/staff/pt`)).status).toBe(404);
    }
    expect((await otherDoctor('GET', `/api/doctor/doctors/${id['doctor@demo.test']}/locations`)).status).toBe(404);
  });

  it('lists the PTs working at an office; an office the caller cannot see answers 404', async () => {
    expect(names((await doctor('GET', `/api/doctor/locations/${id['North Clinic']}/pt`)).body.data)).toEqual(['Rachel Stone']);
    expect((await doctor('GET', `/api/doctor/locations/${id['Downtown Office']}/pt`)).body.data).toEqual([]);
    expect((await agent('GET', `/api/doctor/locations/${id['North Clinic']}/pt`)).status).toBe(404);
    expect((await doctor('GET', `/api/doctor/locations/${id['Main Warehouse']}/pt`)).status).toBe(404);
    expect((await otherDoctor('GET', `/api/doctor/locations/${id['North Clinic']}/pt`)).status).toBe(404);
  });

  it('answers 422 for an id that is not a positive integer', async () => {
    expect((await doctor('GET', '/api/doctor/doctors/abc/locations')).status).toBe(422);
    expect((await doctor('GET', '/api/doctor/locations/0/pt')).status).toBe(422);
  });
});
