import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_WARNING_DAYS, type EmployeesQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { employeeCommissionRules, employeeDocuments, employeePay, employeeProfiles, locations, staffLocations, users } from '../../db/schema';
import { containsPattern, countUpTo, rowsOf, windowOf } from '../../lib/paging';

/** Employees of a company: its staff and its drivers (the owner is neither). */
export const employeesOf = (accountId: number): SQL =>
  and(eq(users.account_id, accountId), isNull(users.deleted_at), or(eq(users.is_staff, true), eq(users.role, 'driver')))!;

/** invited (no first login yet), blocked, or active. */
export const statusSql = sql<'invited' | 'active' | 'blocked'>`case when ${users.blocked_at} is not null then 'blocked' when ${users.invite_code_hash} is not null then 'invited' else 'active' end`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  login: users.login,
  role: users.role,
  staff_roles: users.staff_roles,
  last_login: users.last_login,
  blocked_at: users.blocked_at,
  status: statusSql,
  job_title: sql<string>`coalesce(${employeeProfiles.job_title}, '')`,
};

function listWhere(accountId: number, q: EmployeesQuery): SQL {
  const term = q.search?.trim();
  return and(
    employeesOf(accountId),
    term ? or(ilike(users.name, containsPattern(term)), ilike(users.email, containsPattern(term)), ilike(users.login, containsPattern(term))) : undefined,
    q.role ? sql`${users.staff_roles} @> ${JSON.stringify([q.role])}::jsonb` : undefined,
    q.location_id ? sql`exists (select 1 from ${staffLocations} sl where sl.user_id = ${users.id} and sl.location_id = ${q.location_id})` : undefined,
    q.status ? sql`${statusSql} = ${q.status}` : undefined,
  )!;
}

/** One page of a company's employees (a company has tens, so the page reads the users index of the account). */
export async function findEmployeePage(db: Queryable, accountId: number, q: EmployeesQuery) {
  const where = listWhere(accountId, q);
  const window = windowOf(q);
  const dir = q.sortType === 'desc' ? desc : asc;
  const order = q.sortBy === 'last_login' ? [sql`${users.last_login} ${sql.raw(q.sortType === 'desc' ? 'desc nulls last' : 'asc nulls first')}`] : q.sortBy === 'created_at' ? [dir(users.created_at)] : [dir(users.name)];
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.user_id, users.id))
    .where(where)
    .orderBy(...order, asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await countUpTo(db, rowsOf(db, users, where), window);
  return { rows, total };
}

export async function findEmployee(db: Queryable, accountId: number, id: number, lock = false) {
  const q = db
    .select({ ...summaryColumns, phone: employeeProfiles.phone, hired_on: employeeProfiles.hired_on, owner_id: users.owner_id })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.user_id, users.id))
    .where(and(eq(users.id, id), employeesOf(accountId)));
  const [row] = lock ? await q.for('update', { of: users }) : await q;
  return row;
}
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** Departments each employee works at, for a page of employees. */
export async function findDepartmentsOf(db: Queryable, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ user_id: staffLocations.user_id, id: locations.id, name: locations.name, permissions: staffLocations.permissions })
    .from(staffLocations)
    .innerJoin(locations, eq(locations.id, staffLocations.location_id))
    .where(and(inArray(staffLocations.user_id, userIds), isNull(locations.deleted_at)))
    .orderBy(asc(locations.name), asc(locations.id));
}

/** Count of documents expired or lapsing within the warning window, per employee (`today` in the company's zone). */
export async function countLapsingDocuments(db: Queryable, accountId: number, userIds: number[], today: string) {
  if (!userIds.length) return new Map<number, number>();
  const rows = await db
    .select({ user_id: employeeDocuments.user_id, n: sql<number>`count(*)::int` })
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.account_id, accountId),
        inArray(employeeDocuments.user_id, userIds),
        isNull(employeeDocuments.deleted_at),
        sql`${employeeDocuments.expires_on} <= ${today}::date + ${DOCUMENT_WARNING_DAYS}::int`,
      ),
    )
    .groupBy(employeeDocuments.user_id);
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

export const findCompanyLocations = (db: Queryable, accountId: number) =>
  db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.account_id, accountId), isNull(locations.deleted_at)))
    .orderBy(asc(locations.name), asc(locations.id));

export async function findPay(db: Queryable, userId: number) {
  const [row] = await db.select({ pay_type: employeePay.pay_type, rate_cents: employeePay.rate_cents }).from(employeePay).where(eq(employeePay.user_id, userId));
  return row ?? null;
}

export const findCommissionRules = (db: Queryable, userId: number) =>
  db
    .select({
      id: employeeCommissionRules.id,
      basis: employeeCommissionRules.basis,
      kind: employeeCommissionRules.kind,
      percent_bp: employeeCommissionRules.percent_bp,
      amount_cents: employeeCommissionRules.amount_cents,
      label: employeeCommissionRules.label,
    })
    .from(employeeCommissionRules)
    .where(eq(employeeCommissionRules.user_id, userId))
    .orderBy(asc(employeeCommissionRules.id));
