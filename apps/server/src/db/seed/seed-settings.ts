import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, orders, orderTags, patientTags, patientVendors, tags, trackingActions, users } from '../schema';

const TAGS = [
  { name: 'Urgent', color: '#e53935' },
  { name: 'Spanish speaker', color: '#1e88e5' },
  { name: 'Oxygen', color: '#43a047' },
  { name: 'Priority', color: '#8e24aa' },
];

const ACTIONS = [
  { name: 'Called patient', kind: 'points' as const, amount: 2, auto_event: null },
  { name: 'Verified insurance', kind: 'minutes' as const, amount: 10, auto_event: null },
  { name: 'Moved an order on', kind: 'points' as const, amount: 1, auto_event: 'order.status' },
  { name: 'Delivery completed', kind: 'points' as const, amount: 5, auto_event: 'suborder.delivered' },
  { name: 'Note written', kind: 'points' as const, amount: 1, auto_event: 'note.created' },
];

/**
 * Settings and tracking demo (issue 12): the company's tags on a few orders and patients, its tracking actions, and
 * two weeks of weekday clock-ins (about 8:30 to 5 in New York) with actions for the office staff. Runs once.
 */
export async function seedSettings(db: Db): Promise<void> {
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!supplier) return;
  if ((await db.select({ id: trackingActions.id }).from(trackingActions).where(eq(trackingActions.account_id, supplier.id)).limit(1)).length) return;
  await db.transaction(async (tx) => {
    const tagRows = await tx
      .insert(tags)
      .values(TAGS.map((t) => ({ account_id: supplier.id, ...t })))
      .onConflictDoNothing()
      .returning();
    const tagId = (name: string) => tagRows.find((t) => t.name === name)?.id;
    const recent = await tx
      .select({ id: orders.id, patient_id: orders.patient_id })
      .from(orders)
      .where(and(eq(orders.vendor_id, supplier.id), gte(orders.status, 5)))
      .orderBy(desc(orders.id))
      .limit(4);
    const urgent = tagId('Urgent');
    const oxygen = tagId('Oxygen');
    if (urgent) await tx.insert(orderTags).values(recent.slice(0, 2).map((o) => ({ tag_id: urgent, order_id: o.id }))).onConflictDoNothing();
    if (oxygen && recent[2]) await tx.insert(orderTags).values({ tag_id: oxygen, order_id: recent[2].id }).onConflictDoNothing();
    const linked = await tx.select({ id: patientVendors.patient_id }).from(patientVendors).where(eq(patientVendors.vendor_id, supplier.id)).limit(3);
    const spanish = tagId('Spanish speaker');
    const priority = tagId('Priority');
    if (spanish && linked[0]) await tx.insert(patientTags).values({ tag_id: spanish, patient_id: linked[0].id }).onConflictDoNothing();
    if (priority && linked[1]) await tx.insert(patientTags).values({ tag_id: priority, patient_id: linked[1].id }).onConflictDoNothing();

    await tx.insert(trackingActions).values(ACTIONS.map((a) => ({ account_id: supplier.id, ...a })));
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.account_id, supplier.id), inArray(users.login, ['supplier@demo.test', 'supplier.staff@demo.test', 'supplier.hr@demo.test', 'planner@demo.test'])));
    const ids = sql`${sql.param(staff.map((s) => s.id))}::int[]`;
    // Weekdays of the last two weeks on the company's clock; start and end vary a little per person and day. `d::date +
    // time` is a local timestamp, which `at time zone` turns into the instant (generate_series answers timestamptz).
    await tx.execute(sql`
      insert into time_entries (account_id, user_id, started_at, ended_at)
      select ${supplier.id}, u, (d::date + time '08:30' + ((u * 7 + extract(doy from d)::int * 13) % 40) * interval '1 minute') at time zone 'America/New_York',
             (d::date + time '16:45' + ((u * 11 + extract(doy from d)::int * 5) % 50) * interval '1 minute') at time zone 'America/New_York'
        from unnest(${ids}) as u,
             generate_series((now() at time zone 'America/New_York')::date - 14, (now() at time zone 'America/New_York')::date - 1, interval '1 day') as d
       where extract(isodow from d) < 6`);
    // A few actions by hand each worked day (two to five), spread over the day.
    await tx.execute(sql`
      insert into tracking_records (account_id, user_id, action_id, amount, source, note, occurred_at)
      select e.account_id, e.user_id, a.id, a.amount, 'manual', '', e.started_at + (n * 83 % 480) * interval '1 minute'
        from time_entries e
        cross join generate_series(1, 5) as n
        join tracking_actions a on a.account_id = e.account_id and a.auto_event is null
             and a.name = case when (n + e.user_id) % 3 = 0 then 'Verified insurance' else 'Called patient' end
       where e.account_id = ${supplier.id} and n <= 2 + (e.user_id + extract(doy from e.started_at)::int) % 4`);
  });
}
