import { and, eq, sql } from 'drizzle-orm';
import type { CreateEmployeeBody, DepartmentPermissions, EmployeeDetail, EmployeeSummary, EmployeesQuery, UpdateEmployeeBody } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import { employeeCommissionRules, employeePay, employeeProfiles, staffLocations, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { queueMail } from '../../integrations/mail';
import { fieldError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { accountDay } from '../../lib/calendar-day';
import { pageMeta } from '../../lib/paging';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findAccount, findUserByLogin, revokeUserTokens } from '../auth/auth.queries';
import { companyOf } from '../vendor-profile/company-rules';
import {
  countLapsingDocuments,
  findCommissionRules,
  findCompanyLocations,
  findDepartmentsOf,
  findEmployee,
  findEmployeePage,
  findPay,
  type EmployeeRow,
} from './employees.queries';

type SummaryRow = Omit<EmployeeRow, 'phone' | 'hired_on' | 'owner_id'>;

function presentSummary(r: SummaryRow, departments: { id: number; name: string }[], lapsing: number): EmployeeSummary {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    login: r.login,
    role: r.role === 'driver' ? 'driver' : 'supplier',
    staff_roles: r.staff_roles,
    departments,
    status: r.status,
    last_login: r.last_login?.toISOString() ?? null,
    job_title: r.job_title,
    documents_lapsing: lapsing,
  };
}

export async function listEmployees(db: Queryable, actor: Actor, q: EmployeesQuery) {
  const accountId = companyOf(actor);
  const { rows, total } = await findEmployeePage(db, accountId, q);
  const ids = rows.map((r) => r.id);
  const departments = await findDepartmentsOf(db, ids);
  const lapsing = await countLapsingDocuments(db, accountId, ids, await accountDay(db, accountId));
  const data = rows.map((r) =>
    presentSummary(
      r,
      departments.filter((d) => d.user_id === r.id).map(({ id, name }) => ({ id, name })),
      lapsing.get(r.id) ?? 0,
    ),
  );
  return { data, meta: pageMeta(total, q) };
}

async function loadEmployee(db: Queryable, accountId: number, id: number, lock = false): Promise<EmployeeRow> {
  const row = await findEmployee(db, accountId, id, lock);
  if (!row) throw notFound('Employee');
  return row;
}

export async function getEmployee(db: Queryable, actor: Actor, id: number): Promise<EmployeeDetail> {
  const accountId = companyOf(actor);
  const row = await loadEmployee(db, accountId, id);
  const held = await findDepartmentsOf(db, [id]);
  const lapsing = await countLapsingDocuments(db, accountId, [id], await accountDay(db, accountId));
  const places = await findCompanyLocations(db, accountId);
  return {
    ...presentSummary(row, held.map(({ id: locId, name }) => ({ id: locId, name })), lapsing.get(id) ?? 0),
    phone: row.phone ?? '',
    hired_on: row.hired_on ?? null,
    blocked_at: row.blocked_at?.toISOString() ?? null,
    permissions: places.map((p) => ({ location_id: p.id, name: p.name, permissions: held.find((h) => h.id === p.id)?.permissions ?? null })),
    pay: await findPay(db, id),
    commission_rules: await findCommissionRules(db, id),
    is_self: actor.userId === id,
  };
}

/** Drivers use the driver app; everyone else the supplier's screens. */
const roleFor = (staffRoles: readonly string[]): 'driver' | 'supplier' => (staffRoles.includes('delivery_driver') ? 'driver' : 'supplier');

/** Saves the listed departments' keys (null: off the department); each must be one of the company's. */
async function savePermissions(tx: Queryable, accountId: number, userId: number, grid: DepartmentPermissions[]) {
  const own = new Set((await findCompanyLocations(tx, accountId)).map((l) => l.id));
  for (const [i, dept] of grid.entries()) {
    if (!own.has(dept.location_id)) throw fieldError(`permissions.${i}.location_id`, 'The department does not belong to your company.');
    if (dept.permissions === null) {
      await tx.delete(staffLocations).where(and(eq(staffLocations.user_id, userId), eq(staffLocations.location_id, dept.location_id)));
      continue;
    }
    const permissions = [...new Set(dept.permissions)];
    await tx
      .insert(staffLocations)
      .values({ user_id: userId, location_id: dept.location_id, permissions })
      .onConflictDoUpdate({ target: [staffLocations.user_id, staffLocations.location_id], set: { permissions, updated_at: sql`now()` } });
  }
}

async function assertEmailFree(db: Queryable, email: string, exceptId?: number) {
  const taken = await findUserByLogin(db, email);
  if (taken && taken.id !== exceptId) throw fieldError('email', 'This e-mail address already belongs to a user of the portal.');
}

/**
 * Creates the employee and mails the staff first-login link (`/hello/{userId}?code=...`); only the code's SHA-256
 * is kept. In one transaction, so a failed write sends no mail.
 */
export async function createEmployee(db: Db, config: Pick<AppConfig, 'publicUrl'>, actor: Actor, body: CreateEmployeeBody): Promise<number> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, body.email);
    const code = randomSecret(16);
    const staffRoles = [...new Set(body.staff_roles)];
    const [user] = await tx
      .insert(users)
      .values({
        account_id: accountId,
        owner_id: actor.ownerId ?? actor.userId,
        name: body.name,
        login: body.email,
        email: body.email,
        role: roleFor(staffRoles),
        // Drivers are the company's people but no staff, like the demo's: they act in the driver app only.
        is_staff: roleFor(staffRoles) !== 'driver',
        staff_roles: staffRoles,
        invite_code_hash: sha256(code),
      })
      .returning({ id: users.id });
    const id = user!.id;
    await tx.insert(employeeProfiles).values({ user_id: id, account_id: accountId, phone: body.phone ?? '', job_title: body.job_title ?? '', hired_on: body.hired_on ?? null });
    if (body.permissions?.length) await savePermissions(tx, accountId, id, body.permissions);
    const company = await findAccount(tx, accountId);
    await queueMail(tx, {
      to: body.email,
      subject: `Welcome to ${company?.name ?? 'the DME portal'}`,
      body: [
        `${company?.name ?? 'Your company'} added you to the DME portal as ${body.name}.`,
        `Open this link to choose your password and sign in:\n${config.publicUrl}/hello/${id}?code=${code}`,
        'If you did not expect this message, ignore it.',
      ].join('\n\n'),
      template: 'staff-invitation',
      userId: id,
    });
    await audit(tx, actor, { action: 'employee.create', entity: 'user', entityId: id, after: { name: body.name, email: body.email, staff_roles: staffRoles, permissions: body.permissions ?? [] } });
    return id;
  });
}

export async function updateEmployee(db: Db, actor: Actor, id: number, body: UpdateEmployeeBody): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    const before = await loadEmployee(tx, accountId, id, true);
    // HR staff run everyone else's access, not their own.
    if (id === actor.userId && (body.permissions || body.staff_roles)) throw forbidden('You cannot change your own roles or permissions.');
    const userSet: Partial<typeof users.$inferInsert> = {};
    if (body.name !== undefined) userSet.name = body.name;
    if (body.email !== undefined && body.email !== before.email) {
      await assertEmailFree(tx, body.email, id);
      Object.assign(userSet, { email: body.email, login: body.email });
    }
    if (body.staff_roles !== undefined) {
      userSet.staff_roles = [...new Set(body.staff_roles)];
      userSet.role = roleFor(userSet.staff_roles);
      userSet.is_staff = userSet.role !== 'driver';
    }
    if (Object.keys(userSet).length) await tx.update(users).set({ ...userSet, updated_at: sql`now()` }).where(eq(users.id, id));
    // A driver who becomes office staff (or back) works in another app: their sessions end.
    if (userSet.role && userSet.role !== before.role) await revokeUserTokens(tx, id);

    const profile = {
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.job_title !== undefined && { job_title: body.job_title }),
      ...(body.hired_on !== undefined && { hired_on: body.hired_on }),
    };
    if (Object.keys(profile).length) {
      await tx
        .insert(employeeProfiles)
        .values({ user_id: id, account_id: accountId, ...profile })
        .onConflictDoUpdate({ target: employeeProfiles.user_id, set: { ...profile, updated_at: sql`now()` } });
    }
    if (body.permissions) await savePermissions(tx, accountId, id, body.permissions);
    if (body.pay === null) await tx.delete(employeePay).where(eq(employeePay.user_id, id));
    else if (body.pay) {
      await tx
        .insert(employeePay)
        .values({ user_id: id, account_id: accountId, ...body.pay })
        .onConflictDoUpdate({ target: employeePay.user_id, set: { ...body.pay, updated_at: sql`now()` } });
    }
    if (body.commission_rules) {
      await tx.delete(employeeCommissionRules).where(eq(employeeCommissionRules.user_id, id));
      if (body.commission_rules.length) {
        await tx.insert(employeeCommissionRules).values(
          body.commission_rules.map((r) => ({
            user_id: id,
            account_id: accountId,
            basis: r.basis,
            kind: r.kind,
            percent_bp: r.kind === 'percent' ? (r.percent_bp ?? null) : null,
            amount_cents: r.kind === 'fixed' ? (r.amount_cents ?? null) : null,
            label: r.label ?? '',
          })),
        );
      }
    }
    const { name, email, staff_roles, role } = before;
    await audit(tx, actor, { action: 'employee.update', entity: 'user', entityId: id, before: { name, email, staff_roles, role }, after: body });
  });
}

/** Blocking revokes every token of the employee at once; the caller cache drops them on the change notification. */
export async function blockEmployee(db: Db, actor: Actor, id: number, blocked: boolean): Promise<void> {
  const accountId = companyOf(actor);
  if (id === actor.userId) throw fieldError('blocked', 'You cannot block yourself.');
  await db.transaction(async (tx) => {
    const before = await loadEmployee(tx, accountId, id, true);
    if (blocked === (before.blocked_at !== null)) return;
    await tx
      .update(users)
      .set({ blocked_at: blocked ? sql`now()` : null, updated_at: sql`now()` })
      .where(eq(users.id, id));
    if (blocked) await revokeUserTokens(tx, id);
    await audit(tx, actor, { action: blocked ? 'employee.block' : 'employee.unblock', entity: 'user', entityId: id, before: { blocked_at: before.blocked_at }, after: { blocked } });
  });
}

/** The company's employee, or 404 (for the tabs' own calls). */
export async function assertEmployee(db: Queryable, actor: Actor, id: number): Promise<number> {
  const accountId = companyOf(actor);
  await loadEmployee(db, accountId, id);
  return accountId;
}
