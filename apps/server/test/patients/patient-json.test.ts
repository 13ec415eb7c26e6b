import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { patients, users } from '../../src/db/schema';
import type { PatientScope } from '../../src/modules/patients/patient-scope';
import { findVisiblePatient } from '../../src/modules/patients/patients.queries';
import { presentPatient } from '../../src/modules/patients/patients.service';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The patients list sends rows PostgreSQL renders as JSON (patient-json.ts); one patient is built in the server
 * (presentPatient). Both must answer the same, for the practice and for a linked supplier, filtered or not.
 */
describe('patients list rows rendered by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('equal presentPatient on both sides, with empty, quoted and missing values', async () => {
    const db = t.database.db;
    const [one] = await db.select({ id: patients.id }).from(patients).orderBy(patients.id).limit(1);
    await db
      .update(patients)
      .set({ first_name: `Zoë "Jo"`, middle_name: '', last_name: `O'Neil \\ Ünal`, phone: null, email: null, height_in: 70, weight_lb: null, notes: 'line\nbreak' })
      .where(eq(patients.id, one!.id));

    for (const login of ['doctor@demo.test', 'supplier@demo.test']) {
      const [user] = await db.select({ account_id: users.account_id, role: users.role }).from(users).where(eq(users.login, login));
      const scope = { accountId: user!.account_id!, side: user!.role } as PatientScope;
      const token = await t.tokenFor(login);
      for (const query of ['', '&search=o', '&sortBy=created_at&sortType=desc']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/${login.startsWith('doctor') ? 'doctor' : 'vendor'}/patients?page=1&rowsPerPage=100${query}`, headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        const rows = res.json<{ data: { id: number }[] }>().data;
        expect(rows.length, `${login} ${query}`).toBeGreaterThan(0);
        for (const row of rows) expect(row, `${login} patient ${row.id}`).toEqual(presentPatient(scope, (await findVisiblePatient(db, scope, row.id))!));
      }
    }
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(patients))[0]!.n).toBeGreaterThan(0);
  });
});
