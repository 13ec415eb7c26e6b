import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../../lib/secrets';
import { dayIn } from '../../lib/calendar-day';
import { accounts, deliveries, deliveryRoutes, employeeCommissionRules, employeePay, orders, payoutItems, payouts, routePoints, suborders, users } from '../schema';
import { DEMO_PASSWORD } from './demo-accounts';

/** The demo agent of the reports (issue 12): a staff member of Sunrise with the agent role. */
export const DEMO_AGENT_LOGIN = 'supplier.agent@demo.test';

/**
 * Reports demo (issue 12): an agent credited with the two billing orders (one billed: commission pending; one not
 * yet: "other"), per-delivery pay for both drivers, and yesterday's route of Derek Miles that delivered those two
 * orders, one delivery already paid out. Runs once (the agent's login is the mark).
 */
export async function seedReports(db: Db): Promise<void> {
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!supplier) return;
  if ((await db.select({ id: users.id }).from(users).where(eq(users.login, DEMO_AGENT_LOGIN))).length) return;
  const people = await db
    .select({ id: users.id, login: users.login, tz: users.time_zone })
    .from(users)
    .where(inArray(users.login, ['supplier@demo.test', 'driver1@demo.test', 'driver2@demo.test']));
  const id = (login: string) => people.find((p) => p.login === login)?.id;
  const owner = id('supplier@demo.test');
  const driver1 = id('driver1@demo.test');
  const driver2 = id('driver2@demo.test');
  if (!owner || !driver1 || !driver2) return;
  const timeZone = people.find((p) => p.login === 'supplier@demo.test')!.tz;
  const password_hash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const [agent] = await tx
      .insert(users)
      .values({ account_id: supplier.id, owner_id: owner, is_staff: true, role: 'supplier', staff_roles: ['agent'], name: 'Victor Lane', login: DEMO_AGENT_LOGIN, email: DEMO_AGENT_LOGIN, password_hash })
      .returning();
    await tx.insert(employeeCommissionRules).values([
      { user_id: agent!.id, account_id: supplier.id, basis: 'order', kind: 'percent', percent_bp: 1000, label: 'Billed' },
      { user_id: agent!.id, account_id: supplier.id, basis: 'item', kind: 'fixed', amount_cents: 500, label: 'Units' },
    ]);
    await tx
      .insert(employeePay)
      .values([driver1, driver2].map((user_id) => ({ user_id, account_id: supplier.id, pay_type: 'per_delivery' as const, rate_cents: 1_800 })))
      .onConflictDoNothing();

    // The billing demo's delivered suborders (Ellison's and Hayes's): credited to the agent, delivered by Derek.
    const delivered = await tx
      .select({ id: suborders.id, order_id: suborders.order_id, delivered_at: suborders.delivered_at })
      .from(suborders)
      .where(and(eq(suborders.account_id, supplier.id), eq(suborders.status, 'delivered'), isNull(suborders.replaced_at)))
      .orderBy(suborders.id);
    if (delivered.length === 0) return;
    await tx.update(orders).set({ agent_id: agent!.id }).where(inArray(orders.id, delivered.map((s) => s.order_id)));
    const at = delivered[0]!.delivered_at ?? new Date(Date.now() - 86_400_000);
    const [route] = await tx
      .insert(deliveryRoutes)
      .values({ account_id: supplier.id, driver_id: driver1, date: dayIn(timeZone, at), status: 'completed', created_by: owner })
      .onConflictDoNothing()
      .returning();
    if (!route) return;
    const done: number[] = [];
    for (const [k, s] of delivered.entries()) {
      const [point] = await tx.insert(routePoints).values({ route_id: route.id, suborder_id: s.id, seq: k + 1, status: 'delivered' }).onConflictDoNothing().returning();
      if (!point) continue;
      const [d] = await tx
        .insert(deliveries)
        .values({ account_id: supplier.id, point_id: point.id, suborder_id: s.id, driver_id: driver1, idempotency_key: `demo-report-${s.id}`, outcome: 'delivered', recipient_name: 'Patient', happened_at: s.delivered_at ?? at })
        .returning();
      done.push(d!.id);
    }
    // The first stop was paid with last week's run: the driver's report shows one paid and one pending.
    if (done.length > 1) {
      const day = dayIn(timeZone, at);
      const [p] = await tx
        .insert(payouts)
        .values({ account_id: supplier.id, kind: 'driver', user_id: driver1, period_from: day, period_to: day, amount_cents: 1_800, items: 1, created_by: owner })
        .returning();
      await tx.insert(payoutItems).values({ payout_id: p!.id, account_id: supplier.id, kind: 'driver', source_id: done[0]!, amount_cents: 1_800 });
    }
  });
}
