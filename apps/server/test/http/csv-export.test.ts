import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, tags } from '../../src/db/schema';
import { allEndpoints } from '@dme/contract';
import { CSV_EXPORT_PAGE, isCsvExportable } from '../../src/http/csv-export';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { idOf } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';

/**
 * Issue 14 item 3: any list answers CSV in one call (`format=csv` and the columns), streamed page after page by the
 * list's own handler with the caller's scope and filters. The settings tags list stands for every list here.
 */
const TAGS = '/api/vendor/system/tags';
const BULK = CSV_EXPORT_PAGE * 2 + 137;
const FORMULAS = ['=1+1', '+x', '-x', '@x'];
const COLUMNS = [
  { path: 'name', label: 'Name' },
  { path: 'color', label: 'Colour' },
  { path: 'orders_count', label: 'Orders' },
  { path: 'created_at', label: 'Created', format: 'date' },
];

let t: TestApp;
let owner: string;
let rival: string;
let ownerUserId: number;

const exportUrl = (query: Record<string, string>, columns: unknown = COLUMNS) =>
  `${TAGS}?${new URLSearchParams({ ...query, format: 'csv', columns: typeof columns === 'string' ? columns : JSON.stringify(columns) })}`;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The CSV's lines without the byte-order mark and the header (no value here holds a line break). */
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('supplier@demo.test');
  ownerUserId = await idOf.user(t, 'supplier@demo.test');
  const { accountId: rivalAccount, token } = await otherSupplier(t);
  rival = token;
  const sunrise = await idOf.account(t, 'Sunrise Medical Supply');
  const bulk = Array.from({ length: BULK }, (_, i) => ({ account_id: sunrise, name: `Bulk ${String(i).padStart(5, '0')}`, color: '#112233' }));
  await t.database.db.insert(tags).values(bulk);
  await t.database.db.insert(tags).values([
    ...FORMULAS.map((name) => ({ account_id: sunrise, name, color: '#445566' })),
    { account_id: sunrise, name: 'Quoted, "comma"', color: '#445566' },
    { account_id: rivalAccount, name: 'Bulk of the rival', color: '#778899' },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('a list exported as CSV in one call', () => {
  it('streams every row over several pages, with the same filters and sort as the screen', async () => {
    const filters = { search: 'Bulk', sortBy: 'name', sortType: 'desc' };
    const res = await get(owner, exportUrl(filters));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tags-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = linesOf(res.body);
    expect(header).toBe('Name,Colour,Orders,Created');
    expect(rows).toHaveLength(BULK);

    // What the screen shows, page after page of 100, with the same query.
    const screen: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await get(owner, `${TAGS}?${new URLSearchParams({ ...filters, page: String(page), rowsPerPage: '100' })}`)).json();
      screen.push(...answer.data.map((r: { name: string }) => r.name));
      if (answer.data.length < 100) break;
    }
    expect(rows.map((line) => line.split(',')[0])).toEqual(screen);
    expect(rows[0]).toMatch(/^Bulk \d{5},#112233,0,\d{2}\/\d{2}\/\d{4}$/);
  });

  it("never holds another company's rows, and the other company's export holds only its own", async () => {
    const mine = linesOf((await get(owner, exportUrl({ search: 'rival' }))).body);
    expect(mine).toEqual(['Name,Colour,Orders,Created']);
    const theirs = linesOf((await get(rival, exportUrl({}))).body).slice(1);
    expect(theirs.map((line) => line.split(',')[0])).toEqual(['Bulk of the rival']);
  });

  it('neutralises formula-leading text (=, +, -, @) and quotes commas and quotes', async () => {
    const res = await get(owner, exportUrl({ sortBy: 'name', sortType: 'asc' }, [{ path: 'name', label: '=Name' }]));
    const lines = linesOf(res.body);
    expect(lines[0]).toBe("'=Name");
    for (const formula of FORMULAS) expect(lines).toContain(`'${formula}`);
    for (const formula of FORMULAS) expect(lines).not.toContain(formula);
    expect(lines).toContain('"Quoted, ""comma"""');
  });

  it('is written on the activity log once per export, with the table and the rows sent', async () => {
    const before = await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'table.export'), eq(auditLogs.user_id, ownerUserId)));
    const res = await get(owner, exportUrl({ search: 'Bulk 0000', export_title: 'Tags' }));
    expect(linesOf(res.body)).toHaveLength(11);
    const after = await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'table.export'), eq(auditLogs.user_id, ownerUserId)));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.after).toEqual({ table: 'Tags', rows: 10 });
  });

  it('refuses bad columns with field errors (422)', async () => {
    const bad = [
      [{ path: 'name; drop', label: 'Name' }],
      [{ path: '__proto__..x', label: 'Name' }],
      [{ path: 'name', label: 'x'.repeat(101) }],
      Array.from({ length: 41 }, (_, i) => ({ path: `c${i}`, label: `C${i}` })),
      [],
      'not json',
    ];
    for (const columns of bad) {
      const res = await get(owner, exportUrl({}, columns));
      expect(res.statusCode, JSON.stringify(columns).slice(0, 60)).toBe(422);
      expect(Object.keys(res.json().errors).some((k) => k.startsWith('columns'))).toBe(true);
    }
    const missing = await get(owner, `${TAGS}?format=csv`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.columns).toBeDefined();
  });

  it("answers exactly the list's own access: a role without it is refused (403), anonymous 401", async () => {
    const doctor = await t.tokenFor('doctor@demo.test');
    expect((await get(doctor, exportUrl({}))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: exportUrl({}) })).statusCode).toBe(401);
  });

  it('every list without path parameters answers CSV (or refuses as JSON), never fails, for a supplier and a doctor', async () => {
    const lists = allEndpoints.filter((e) => isCsvExportable(e) && !e.path.includes('{'));
    expect(lists.length).toBeGreaterThan(30);
    const doctor = await t.tokenFor('doctor@demo.test');
    for (const e of lists) {
      for (const token of [owner, doctor]) {
        const res = await get(token, `${e.path}?${new URLSearchParams({ format: 'csv', columns: JSON.stringify([{ path: 'id', label: 'Id' }]) })}`);
        expect(res.statusCode, `${e.path}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode === 200) expect(linesOf(res.body)[0], e.path).toBe('Id');
        else expect(res.headers['content-type'], e.path).toMatch(/^application\/json/);
      }
    }
  }, 120_000);
});
