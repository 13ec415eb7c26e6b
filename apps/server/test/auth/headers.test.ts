import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let staffToken: string;
let doctorToken: string;
let supplierLocations: number[];
let doctorStaffId: number;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await t.tokenFor('supplier.staff@demo.test');
  doctorToken = await t.tokenFor('doctor@demo.test');
  const staff = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(staffToken) })).json().data;
  supplierLocations = staff.locations.map((l: { id: number }) => l.id);
  const docStaff = await t.tokenFor('doctor.staff@demo.test');
  doctorStaffId = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(docStaff) })).json().data.id;
});
afterAll(() => t?.close());

describe('X-Location-Id and X-Staff-Id are checked against the caller', () => {
  it('a location of the caller is accepted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(staffToken), 'x-location-id': String(supplierLocations[0]) } });
    expect(res.statusCode).toBe(200);
  });

  it("another account's location is refused with 403", async () => {
    const doctor = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(doctorToken) })).json().data;
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(staffToken), 'x-location-id': String(doctor.locations[0].id) } });
    expect(res.statusCode).toBe(403);
  });

  it('a garbage location id is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(staffToken), 'x-location-id': 'abc' } });
    expect(res.statusCode).toBe(403);
  });

  it('a staff member of the same account is accepted as X-Staff-Id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(doctorToken), 'x-staff-id': String(doctorStaffId) } });
    expect(res.statusCode).toBe(200);
  });

  it('a staff member of another account is refused as X-Staff-Id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(staffToken), 'x-staff-id': String(doctorStaffId) } });
    expect(res.statusCode).toBe(403);
  });
});
