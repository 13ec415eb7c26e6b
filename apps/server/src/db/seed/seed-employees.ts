import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, employeeEquipment, employeeNotes, employeePay, employeeProfiles, users } from '../schema';
import { hashPassword, sha256 } from '../../lib/secrets';
import { DEMO_INVITE_CODE, DEMO_PASSWORD } from './demo-accounts';

const PROFILES: Record<string, { phone: string; job_title: string; hired_on: string }> = {
  'supplier.staff@demo.test': { phone: '(614) 555-0142', job_title: 'Intake coordinator', hired_on: '2024-04-15' },
  'supplier.hr@demo.test': { phone: '(614) 555-0107', job_title: 'HR manager', hired_on: '2022-09-01' },
  'planner@demo.test': { phone: '(614) 555-0188', job_title: 'Delivery planner', hired_on: '2023-02-20' },
  'supplier.agent@demo.test': { phone: '(614) 555-0163', job_title: 'Sales agent', hired_on: '2025-01-06' },
  'driver1@demo.test': { phone: '(614) 555-0191', job_title: 'Driver', hired_on: '2023-06-12' },
  'driver2@demo.test': { phone: '(216) 555-0120', job_title: 'Driver', hired_on: '2024-10-01' },
};

/**
 * Employees demo (issue 12): personal details of the company's staff, salaried HR, the agent on commission (its
 * rules and the drivers' per-delivery pay come with the reports demo), equipment in the drivers' hands, an HR note,
 * an employee still invited (first login with the demo invitation code) and a blocked one. Runs once.
 */
export async function seedEmployees(db: Db): Promise<void> {
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!supplier) return;
  if ((await db.select({ id: employeeProfiles.user_id }).from(employeeProfiles).where(eq(employeeProfiles.account_id, supplier.id)).limit(1)).length) return;
  const people = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, ['supplier@demo.test', ...Object.keys(PROFILES)]));
  const id = (login: string) => people.find((p) => p.login === login)?.id;
  const owner = id('supplier@demo.test');
  if (!owner) return;

  // Like every demo account, these two have the demo password (the seed leaves no user without one).
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const profiles = Object.entries(PROFILES).flatMap(([login, p]) => (id(login) ? [{ user_id: id(login)!, account_id: supplier.id, ...p }] : []));
    await tx.insert(employeeProfiles).values(profiles).onConflictDoNothing();
    const pay = [
      { login: 'supplier.hr@demo.test', pay_type: 'salary' as const, rate_cents: 520_000 },
      { login: 'planner@demo.test', pay_type: 'hourly' as const, rate_cents: 2_850 },
      { login: 'supplier.staff@demo.test', pay_type: 'hourly' as const, rate_cents: 2_400 },
      { login: 'supplier.agent@demo.test', pay_type: 'commission' as const, rate_cents: 0 },
    ].flatMap(({ login, ...p }) => (id(login) ? [{ user_id: id(login)!, account_id: supplier.id, ...p }] : []));
    if (pay.length) await tx.insert(employeePay).values(pay).onConflictDoNothing();

    const derek = id('driver1@demo.test');
    if (derek) {
      await tx.insert(employeeEquipment).values([
        { user_id: derek, account_id: supplier.id, name: 'Van (Ford Transit)', serial: 'OH-KD4411', assigned_on: '2023-06-12' },
        { user_id: derek, account_id: supplier.id, name: 'Handheld scanner', serial: 'ZB-TC52-0931', assigned_on: '2024-01-08' },
      ]);
    }
    const helen = id('supplier.hr@demo.test');
    if (helen) await tx.insert(employeeEquipment).values({ user_id: helen, account_id: supplier.id, name: 'Laptop', serial: 'LT-5521', assigned_on: '2022-09-01' });
    const tina = id('supplier.staff@demo.test');
    if (tina) await tx.insert(employeeNotes).values({ user_id: tina, account_id: supplier.id, author_id: owner, body: 'Six-month review: accurate intake, ready to take Pend PRSC orders too.' });

    // Grace has not opened her invitation yet (/hello/{id}?code=demo-invite-2026 completes it); HR gives her a
    // department when she starts.
    const [grace] = await tx
      .insert(users)
      .values({ account_id: supplier.id, owner_id: owner, is_staff: true, role: 'supplier', staff_roles: ['pt'], name: 'Grace Kim', login: 'grace.kim@demo.test', email: 'grace.kim@demo.test', password_hash, invite_code_hash: sha256(DEMO_INVITE_CODE) })
      .returning();
    const [omar] = await tx
      .insert(users)
      .values({ account_id: supplier.id, owner_id: owner, is_staff: true, role: 'supplier', name: 'Omar Reed', login: 'omar.reed@demo.test', email: 'omar.reed@demo.test', password_hash, blocked_at: new Date() })
      .returning();
    await tx.insert(employeeProfiles).values([
      { user_id: grace!.id, account_id: supplier.id, job_title: 'Physical therapist', hired_on: '2026-12-01' },
      { user_id: omar!.id, account_id: supplier.id, job_title: 'Warehouse clerk', hired_on: '2021-05-03' },
    ]);
  });
}
