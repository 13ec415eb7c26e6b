import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { diagnoses, equipmentItems, referenceDataVersions } from '../../src/db/schema';
import { REFERENCE_DATA_VERSIONS, loadReferenceData } from '../../src/modules/reference/loader';
import { parseCsvLine } from '../../src/modules/reference/loader/csv';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('reference data loader', () => {
  it('the test database starts loaded, at the current versions', async () => {
    const rows = await t.database.db.select().from(referenceDataVersions);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.version]))).toEqual(REFERENCE_DATA_VERSIONS);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.rows]))).toEqual({ diagnoses: 74260, equipment: 2706, places: 41490, payers: 19 });
  });

  it('does nothing when every set is current', async () => {
    const result = await loadReferenceData(t.database.db);
    expect(result.loaded).toEqual([]);
  });

  it('reloads only a set whose version changed, keeping row ids and retiring codes the file dropped', async () => {
    const db = t.database.db;
    const [before] = await db.select().from(diagnoses).where(eq(diagnoses.code, 'G4733'));
    await db.update(diagnoses).set({ description: 'stale text' }).where(eq(diagnoses.code, 'G4733'));
    await db.insert(diagnoses).values({ code: 'Z9999', code_dotted: 'Z99.99', description: 'Code dropped by the new release' });
    await db.update(referenceDataVersions).set({ version: 'older' }).where(eq(referenceDataVersions.name, 'diagnoses'));

    const result = await loadReferenceData(db);
    expect(result.loaded).toEqual([{ name: 'diagnoses', rows: 74260 }]);
    const [after] = await db.select().from(diagnoses).where(eq(diagnoses.code, 'G4733'));
    expect(after).toMatchObject({ id: before!.id, description: 'Obstructive sleep apnea (adult) (pediatric)', is_active: true });
    const [dropped] = await db.select().from(diagnoses).where(eq(diagnoses.code, 'Z9999'));
    expect(dropped!.is_active).toBe(false);
    const stale = await db
      .select({ code: diagnoses.code })
      .from(diagnoses)
      .where(sql`${diagnoses.search} @@ to_tsquery('english', 'stale')`);
    expect(stale).toEqual([]);
  });

  it('a changed equipment version keeps item ids (supplier catalogs and presets point at them)', async () => {
    const db = t.database.db;
    const [before] = await db.select().from(equipmentItems).where(eq(equipmentItems.hcpcs, 'E0601'));
    await db.update(referenceDataVersions).set({ version: 'older' }).where(eq(referenceDataVersions.name, 'equipment'));
    expect((await loadReferenceData(db)).loaded.map((l) => l.name)).toEqual(['equipment']);
    const [after] = await db.select().from(equipmentItems).where(eq(equipmentItems.hcpcs, 'E0601'));
    expect(after!.id).toBe(before!.id);
  });
});

describe('CSV lines', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseCsvLine('A000,A00.0,"Cholera due to Vibrio cholerae 01, biovar cholerae"')).toEqual([
      'A000',
      'A00.0',
      'Cholera due to Vibrio cholerae 01, biovar cholerae',
    ]);
    expect(parseCsvLine('X,"say ""hi"", twice",')).toEqual(['X', 'say "hi", twice', '']);
    expect(parseCsvLine('a,,b')).toEqual(['a', '', 'b']);
  });
});
