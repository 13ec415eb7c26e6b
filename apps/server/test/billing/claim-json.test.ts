import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { claimAdjustments, claimLines, claims, patients } from '../../src/db/schema';
import { claimSummaries } from '../../src/modules/billing/claim-view';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf } from '../orders/helpers';

/**
 * The claims lists send rows PostgreSQL renders as JSON (billing/claim-json.ts); a claim's screen and the suborder's
 * claims build them in the server (claimSummaries). Both must answer the same, whatever the row holds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('claims list rows rendered by the database', () => {
  it('equal claimSummaries: denials with known and unknown reasons, pending, a secondary, odd names and member ids', async () => {
    const db = t.database.db;
    const account = await idOf.account(t, 'Sunrise Medical Supply');
    const [first] = await db
      .select()
      .from(claims)
      .where(and(eq(claims.account_id, account), isNull(claims.deleted_at)))
      .orderBy(claims.id)
      .limit(1);
    expect(first).toBeDefined();
    const c = first!;
    await db
      .update(claims)
      .set({
        status: 'partially_paid',
        priority: 'urgent',
        pending_at: new Date('2026-03-02T14:00:00.123Z'),
        pending_reason: null,
        submitted_at: new Date('2026-03-01T09:07:09.5Z'),
        has_denials: true,
      })
      .where(eq(claims.id, c.id));
    const [l1, l2] = await db
      .insert(claimLines)
      .values([
        { claim_id: c.id, line_no: 7, hcpcs: 'E0143', units: 1, charge_cents: 12_345, service_date: c.service_date, status: 'denied' },
        { claim_id: c.id, line_no: 8, hcpcs: 'A4570', units: 2, charge_cents: 800, service_date: c.service_date, status: 'paid' },
      ])
      .returning();
    await db.insert(claimAdjustments).values([
      { claim_id: c.id, claim_line_id: l1!.id, group_code: 'CO', reason: '50', amount_cents: 12_345, remark_codes: ['N115', 'M3'] },
      { claim_id: c.id, claim_line_id: l1!.id, group_code: 'PR', reason: '999', amount_cents: 0 },
      { claim_id: c.id, claim_line_id: l2!.id, group_code: 'CO', reason: '45', amount_cents: 100 },
    ]);
    const [secondary] = await db
      .insert(claims)
      .values({
        account_id: account,
        number: 'C9999001',
        suborder_id: c.suborder_id,
        order_id: c.order_id,
        patient_id: c.patient_id,
        payer_sequence: 'secondary',
        parent_claim_id: c.id,
        payer_name: `Bob's "Best" \\ Insurance`,
        payer_id: null,
        member_id: 'Ünï-42',
        service_date: c.service_date,
        charge_cents: 500,
        paid_cents: 100,
        adjustment_cents: 50,
        patient_paid_cents: 25,
        pending_at: new Date('2026-03-03T00:00:00Z'),
        pending_reason: 'Waiting for the primary’s EOB',
      })
      .returning();
    await db.update(patients).set({ first_name: `Zoë "Jo"`, last_name: `O'Neil \\ Smith` }).where(eq(patients.id, c.patient_id));

    const supplier = await as(t, 'supplier@demo.test');
    const res = await supplier('GET', '/api/vendor/billing/claims?rowsPerPage=100&sortBy=id&sortType=asc');
    expect(res.status).toBe(200);
    const listed = res.body.data as { id: number }[];
    const live = await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.account_id, account), isNull(claims.deleted_at)))
      .orderBy(claims.id);
    expect(listed.map((x) => x.id)).toEqual(live.map((x) => x.id));
    expect(listed).toEqual(
      await claimSummaries(
        db,
        live.map((x) => x.id),
      ),
    );
    expect(res.body.meta).toMatchObject({ total: live.length, page: 1, rowsPerPage: 100 });

    const byId = new Map(listed.map((x) => [x.id, x as Record<string, unknown>]));
    expect(byId.get(c.id)).toMatchObject({
      status_name: 'Partially paid',
      pending: { reason: '', since: '2026-03-02T14:00:00.123Z' },
      submitted_at: '2026-03-01T09:07:09.500Z',
      patient: { full_name: `Zoë "Jo" O'Neil \\ Smith` },
      denials: [
        {
          line_no: 7,
          hcpcs: 'E0143',
          group: 'CO',
          reason: '50',
          reason_text: expect.stringContaining('medical necessity'),
          remark_codes: ['N115', 'M3'],
        },
        { line_no: 7, hcpcs: 'E0143', group: 'PR', reason: '999', reason_text: 'Code 999', remark_codes: [] },
      ],
    });
    expect(byId.get(secondary!.id)).toMatchObject({
      parent_claim_id: c.id,
      payer: { payer_id: null, member_id: 'Ünï-42' },
      balance_cents: 325,
      denials: [],
    });

    // The lists, a search and a page past the end keep their totals.
    const declined = await supplier('GET', '/api/vendor/billing/claims?list=declined');
    expect(declined.body.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const named = await supplier('GET', `/api/vendor/billing/claims?search=${encodeURIComponent('zoë neil')}&sortBy=id&sortType=asc`);
    expect(named.body.data.map((x: { id: number }) => x.id)).toEqual([c.id, secondary!.id]);
    expect(named.body.meta.total).toBe(2);
    const member = await supplier('GET', '/api/vendor/billing/claims?search=%C3%9Cn%C3%AF-42');
    expect(member.body.data.map((x: { id: number }) => x.id)).toEqual([secondary!.id]);
    expect(member.body.meta.total).toBe(1);
    // Found by its member id and by its patient's name: counted once (the count adds the two halves of a search).
    await db.update(claims).set({ member_id: 'SMITH' }).where(eq(claims.id, secondary!.id));
    const both = await supplier('GET', '/api/vendor/billing/claims?search=smith&sortBy=id&sortType=asc');
    expect(both.body.data.map((x: { id: number }) => x.id)).toEqual([c.id, secondary!.id]);
    expect(both.body.meta.total).toBe(2);
    const beyond = await supplier('GET', '/api/vendor/billing/claims?page=50&rowsPerPage=25');
    expect(beyond.body).toEqual({ data: [], meta: { total: live.length, page: 50, rowsPerPage: 25 } });
  });
});
