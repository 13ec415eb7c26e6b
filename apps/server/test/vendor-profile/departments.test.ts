import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, auditsOf, locationIdOf, userIdOf } from './helpers';

let t: TestApp;
let owner: ReturnType<typeof as>;
let intake: ReturnType<typeof as>;
let hr: ReturnType<typeof as>;
let rival: ReturnType<typeof as>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const other = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
  await t.database.db.insert(locations).values({ account_id: other.accountId, name: 'Northwind Depot' });
  owner = as(t, await t.tokenFor('supplier@demo.test'));
  intake = as(t, await t.tokenFor('supplier.staff@demo.test'));
  hr = as(t, await t.tokenFor('supplier.hr@demo.test'));
  rival = as(t, await t.tokenFor(other.login));
  for (const name of ['Main Warehouse', 'East Branch', 'Downtown Office', 'Northwind Depot']) ids[name] = await locationIdOf(t, name);
  for (const login of [
    'supplier.staff@demo.test',
    'supplier.hr@demo.test',
    'supplier@demo.test',
    'driver1@demo.test',
    'doctor.staff@demo.test',
  ])
    ids[login] = await userIdOf(t, login);
});
afterAll(() => t?.close());

const names = (list: { name: string }[]) => list.map((d) => d.name);

describe('departments: the company’s locations with per-department staff permissions', () => {
  it('the owner lists them by name, with who works where and the keys held there', async () => {
    const res = await owner('GET', '/api/vendor/profile/departments');
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['East Branch', 'Main Warehouse']);
    const main = res.body.data[1];
    expect(main).toMatchObject({ full_address: '1200 Industrial Pkwy, Columbus, OH 43215' });
    expect(main.working_hours).toHaveLength(7);
    expect(names(main.staff)).toEqual(['Helen Ortiz', 'Paul Nguyen', 'Tina Brooks']);
    expect(main.staff.find((s: { name: string }) => s.name === 'Tina Brooks').permissions).toContain('order create');
  });

  it('hr staff see the staff lists; other staff see the departments without them; another company sees its own', async () => {
    expect((await hr('GET', '/api/vendor/profile/departments')).body.data[1].staff.length).toBe(3);
    const seen = (await intake('GET', '/api/vendor/profile/departments')).body.data;
    expect(names(seen)).toEqual(['East Branch', 'Main Warehouse']);
    expect(seen.every((d: { staff: unknown[] }) => d.staff.length === 0)).toBe(true);
    expect(names((await rival('GET', '/api/vendor/profile/departments')).body.data)).toEqual(['Northwind Depot']);
  });

  it('creates a department with staff permissions (201, audited); the staff member can act there at once', async () => {
    const res = await owner('POST', '/api/vendor/profile/departments', {
      name: 'West Depot',
      address_1: '9 Dublin Rd',
      city: 'Columbus',
      state: 'oh',
      zip: '43215',
      staff: [{ user_id: ids['supplier.staff@demo.test'], permissions: ['order view 5', 'stock', 'stock'] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'West Depot',
      state: 'OH',
      staff: [{ name: 'Tina Brooks', permissions: ['order view 5', 'stock'] }],
    });
    ids['West Depot'] = res.body.data.id;
    expect(await auditsOf(t, 'department.create', ids['West Depot'])).toHaveLength(1);
    const me = (await intake('GET', '/api/user')).body.data;
    expect(me.permissions[String(ids['West Depot'])]).toEqual(['order view 5', 'stock']);
  });

  it('answers 422 for a missing name, an unknown key, a user who is not company staff, or a user listed twice', async () => {
    const post = (body: object) => owner('POST', '/api/vendor/profile/departments', body);
    expect((await post({ city: 'Columbus' })).body.errors).toHaveProperty('name');
    expect(
      (await post({ name: 'X', staff: [{ user_id: ids['supplier.staff@demo.test'], permissions: ['order fly 5'] }] })).body.errors,
    ).toHaveProperty(['staff.0.permissions.0']);
    for (const stranger of [ids['supplier@demo.test'], ids['driver1@demo.test'], ids['doctor.staff@demo.test']]) {
      const res = await post({ name: 'X', staff: [{ user_id: stranger, permissions: [] }] });
      expect(res.status).toBe(422);
      expect(res.body.errors['staff.0.user_id']).toEqual(['The user is not a staff member of your company.']);
    }
    const twice = { user_id: ids['supplier.hr@demo.test'], permissions: [] };
    expect((await post({ name: 'X', staff: [twice, twice] })).body.errors).toHaveProperty(['staff.1.user_id']);
    expect(names((await owner('GET', '/api/vendor/profile/departments')).body.data)).not.toContain('X');
  });

  it('updates partially; a sent staff list replaces the department’s staff', async () => {
    const id = ids['West Depot'];
    const res = await owner('PUT', `/api/vendor/profile/departments/${id}`, {
      name: 'West Depot 2',
      staff: [{ user_id: ids['supplier.hr@demo.test'], permissions: ['hr'] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'West Depot 2', city: 'Columbus', staff: [{ name: 'Helen Ortiz', permissions: ['hr'] }] });
    expect((await intake('GET', '/api/user')).body.data.permissions).not.toHaveProperty(String(id));
    expect((await owner('PUT', `/api/vendor/profile/departments/${id}`, { zip: '4321' })).status).toBe(422);
  });

  it("another tenant's location answers 404, for reading through writes and deleting", async () => {
    for (const other of [ids['Downtown Office'], ids['Northwind Depot'], 999_999]) {
      expect((await owner('PUT', `/api/vendor/profile/departments/${other}`, { name: 'Mine' })).status).toBe(404);
      expect((await owner('DELETE', `/api/vendor/profile/departments/${other}`)).status).toBe(404);
    }
    expect((await rival('PUT', `/api/vendor/profile/departments/${ids['Main Warehouse']}`, { name: 'Mine' })).status).toBe(404);
    const [main] = await t.database.db.select().from(locations).where(eq(locations.id, ids['Main Warehouse']!));
    expect(main!.name).toBe('Main Warehouse');
  });

  it('staff cannot create, change or delete departments (403)', async () => {
    expect((await hr('POST', '/api/vendor/profile/departments', { name: 'HR Annex' })).status).toBe(403);
    expect((await hr('PUT', `/api/vendor/profile/departments/${ids['East Branch']}`, { name: 'Renamed' })).status).toBe(403);
    expect((await intake('DELETE', `/api/vendor/profile/departments/${ids['East Branch']}`)).status).toBe(403);
  });

  it('refuses to delete a department where staff still work (409), deletes it once they are removed', async () => {
    const id = ids['West Depot'];
    const busy = await owner('DELETE', `/api/vendor/profile/departments/${id}`);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('1 staff member still works at this department. Remove them from it first.');
    expect((await owner('PUT', `/api/vendor/profile/departments/${id}`, { staff: [] })).status).toBe(200);
    expect((await owner('DELETE', `/api/vendor/profile/departments/${id}`)).status).toBe(204);
    expect(names((await owner('GET', '/api/vendor/profile/departments')).body.data)).toEqual(['East Branch', 'Main Warehouse']);
    expect(await auditsOf(t, 'department.delete', id)).toHaveLength(1);
  });

  it('refuses to delete the last department (409)', async () => {
    const res = await rival('DELETE', `/api/vendor/profile/departments/${ids['Northwind Depot']}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/last department/);
  });
});
