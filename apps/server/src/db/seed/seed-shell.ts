import { eq, inArray } from 'drizzle-orm';
import { dayIn } from '../../modules/tasks/calendar';
import type { Db } from '../client';
import { accounts, communicationLogs, systemNotifications, tasks, users } from '../schema';

/** Calendar days of the demo users' time zone (the users' default), so "due today" is today for them. */
const day = (offset: number): string => dayIn('America/New_York', new Date(Date.now() + offset * 86_400_000));
const hoursAgo = (h: number): Date => new Date(Date.now() - h * 3_600_000);

/**
 * Demo data of the web shell: supplier tasks for the dashboard's latest-tasks table, a few logged calls and
 * welcome notices. Runs after `seedDemo`'s accounts exist; phone numbers are 555 numbers, no patient appears.
 */
export async function seedShell(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(
      inArray(users.login, [
        'supplier@demo.test',
        'supplier.staff@demo.test',
        'planner@demo.test',
        'doctor@demo.test',
        'newdoctor@demo.test',
      ]),
    );
  const id = (login: string) => people.find((p) => p.login === login)!.id;
  const [supplier] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!supplier) return;
  const owner = id('supplier@demo.test');
  const intake = id('supplier.staff@demo.test');
  const planner = id('planner@demo.test');

  await db.transaction(async (tx) => {
    const task = (values: Omit<typeof tasks.$inferInsert, 'account_id' | 'author_id'>) => ({
      account_id: supplier.id,
      author_id: owner,
      ...values,
    });
    await tx
      .insert(tasks)
      .values([
        task({
          object: 'General',
          message: 'Reconcile last week’s ERA payments with the bank deposit',
          due_date: day(-2),
          completed_at: hoursAgo(20),
          completed_by: owner,
          created_at: hoursAgo(24 * 6),
        }),
        task({
          object: 'General',
          message: 'Renew the PECOS enrollment before it lapses',
          due_date: day(-1),
          assignee_id: owner,
          created_at: hoursAgo(24 * 5),
        }),
        task({
          object: 'General',
          message: 'Call Medicare about the prior-authorisation backlog',
          due_date: day(0),
          assignee_id: intake,
          created_at: hoursAgo(24 * 3),
        }),
        task({
          object: 'Main Warehouse',
          object_type: 'account',
          message: 'Count CPAP masks before the distributor order',
          due_date: day(0),
          assignee_id: planner,
          created_at: hoursAgo(30),
        }),
        task({
          object: 'General',
          message: 'Review CMN documents waiting for verification',
          due_date: day(2),
          assignee_id: intake,
          created_at: hoursAgo(8),
        }),
        task({
          object: 'East Branch',
          object_type: 'account',
          message: 'Confirm Friday delivery windows with the drivers',
          due_date: day(4),
          assignee_id: planner,
          created_at: hoursAgo(2),
        }),
      ]);

    const call = (n: number, direction: 'inbound' | 'outbound', from: string, to: string, minutes: number, result: string) => ({
      account_id: supplier.id,
      user_id: intake,
      channel: 'zoom',
      external_id: `demo-call-${n}`,
      direction,
      from_number: from,
      to_number: to,
      started_at: hoursAgo(n * 3),
      duration_seconds: minutes * 60,
      result,
    });
    await tx
      .insert(communicationLogs)
      .values([
        call(1, 'inbound', '6145550142', '6145550100', 4, 'Call connected'),
        call(2, 'outbound', '6145550100', '2165550188', 11, 'Call connected'),
        call(3, 'inbound', '6145550177', '6145550100', 0, 'No answer'),
      ]);

    await tx.insert(systemNotifications).values([
      {
        user_id: owner,
        title: 'Welcome to the portal',
        message: 'Your latest tasks and today’s calls are on the dashboard.',
        link: '/supplier/dashboard',
      },
      {
        user_id: id('doctor@demo.test'),
        title: 'Welcome to the portal',
        message: 'Orders waiting for your signature are on the dashboard.',
        link: '/doctor/dashboard',
      },
      {
        user_id: id('newdoctor@demo.test'),
        level: 'warning',
        title: 'Complete your verification',
        message: 'Sign the participation agreement to start ordering.',
        link: '/invite-doctor/hello',
      },
    ]);
  });
}
