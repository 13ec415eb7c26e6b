import { and, asc, count, eq, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DriverConfigBody, DriverProfile, DriverSkill, ListQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { deliveryRoutes, driverProfiles, users, warehouses } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { containsPattern, exactTotal, pageMeta, windowOf } from '../../lib/paging';
import { warehouseOf } from '../stock/ledger';
import { accountOf } from '../shipping/suborders.service';
import { companyTimeZone, todayIn } from './clock';

/** A driver's planning profile; a driver without a row plans with the defaults (the table's). */
export interface DriverPlan {
  id: number;
  name: string;
  login: string;
  active: boolean;
  shift_start: string;
  shift_end: string;
  break_start: string | null;
  break_minutes: number;
  capacity_count: number;
  capacity_volume: number | null;
  vehicle: string;
  home_warehouse_id: number | null;
  skills: DriverSkill[];
}

const DEFAULTS = { active: true, shift_start: '08:00', shift_end: '17:00', break_start: null, break_minutes: 30, capacity_count: 20, capacity_volume: null, vehicle: '', home_warehouse_id: null, skills: [] };

function driversWhere(accountId: number) {
  return and(eq(users.account_id, accountId), eq(users.role, 'driver'), isNull(users.deleted_at));
}

async function findDrivers(db: Queryable, accountId: number, ids?: readonly number[], search?: string, page?: { limit: number; offset: number }) {
  const term = search?.trim();
  const q = db
    .select({ u: { id: users.id, name: users.name, login: users.login }, p: driverProfiles, warehouse_name: warehouses.name })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.user_id, users.id))
    .leftJoin(warehouses, eq(warehouses.id, driverProfiles.home_warehouse_id))
    .where(and(driversWhere(accountId), ids ? inArray(users.id, [...ids]) : undefined, term ? or(ilike(users.name, containsPattern(term)), ilike(users.login, containsPattern(term))) : undefined))
    .orderBy(asc(users.name), asc(users.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}
type DriverRow = Awaited<ReturnType<typeof findDrivers>>[number];

/** The driver's plan: the profile's fields without its keys and timestamp (not part of the contract's profile). */
const planOf = ({ u, p }: DriverRow): DriverPlan => {
  if (!p) return { ...u, ...DEFAULTS };
  const { user_id: _user, account_id: _account, updated_at: _updated, ...plan } = p;
  return { ...u, ...DEFAULTS, ...plan, skills: plan.skills as DriverSkill[], id: u.id };
};

export async function driverPlans(db: Queryable, accountId: number, ids: readonly number[]): Promise<DriverPlan[]> {
  return (await findDrivers(db, accountId, ids)).map(planOf);
}

async function present(db: Queryable, accountId: number, rows: DriverRow[]): Promise<DriverProfile[]> {
  const today = todayIn(await companyTimeZone(db, accountId));
  const ids = rows.map((r) => r.u.id);
  const upcoming = ids.length
    ? await db
        .select({ driver_id: deliveryRoutes.driver_id, n: count() })
        .from(deliveryRoutes)
        .where(and(inArray(deliveryRoutes.driver_id, ids), gte(deliveryRoutes.date, today)))
        .groupBy(deliveryRoutes.driver_id)
    : [];
  const counts = new Map(upcoming.map((r) => [r.driver_id, r.n]));
  return rows.map((r) => {
    const plan = planOf(r);
    const { home_warehouse_id, ...rest } = plan;
    return {
      ...rest,
      home_warehouse: home_warehouse_id !== null ? { id: home_warehouse_id, name: r.warehouse_name ?? '' } : null,
      routes_upcoming: counts.get(r.u.id) ?? 0,
    };
  });
}

export async function listDrivers(db: Queryable, actor: Actor, q: ListQuery & { active?: '0' | '1' }) {
  const accountId = accountOf(actor);
  const all = await present(db, accountId, await findDrivers(db, accountId, undefined, q.search));
  // A company has tens of drivers, not thousands: filtered and paged in memory after one read.
  const filtered = q.active ? all.filter((d) => d.active === (q.active === '1')) : all;
  const page = windowOf(q);
  return { data: filtered.slice(page.offset, page.offset + page.limit), meta: pageMeta(exactTotal(filtered.length), q) };
}

export async function getDriver(db: Queryable, actor: Actor, id: number): Promise<DriverProfile> {
  const accountId = accountOf(actor);
  const rows = await findDrivers(db, accountId, [id]);
  if (!rows.length) throw notFound('Driver');
  return (await present(db, accountId, rows))[0]!;
}

export async function updateDriver(db: Db, actor: Actor, id: number, body: DriverConfigBody): Promise<DriverProfile> {
  const accountId = accountOf(actor);
  await db.transaction(async (tx) => {
    const [row] = await findDrivers(tx, accountId, [id]);
    if (!row) throw notFound('Driver');
    const before = planOf(row);
    if (body.home_warehouse_id) await warehouseOf(tx, { accountId, userId: actor.userId }, body.home_warehouse_id, 'home_warehouse_id');
    const next = {
      ...(body.active !== undefined && { active: body.active }),
      ...(body.shift_start !== undefined && { shift_start: body.shift_start }),
      ...(body.shift_end !== undefined && { shift_end: body.shift_end }),
      ...(body.break_start !== undefined && { break_start: body.break_start || null }),
      ...(body.break_minutes !== undefined && { break_minutes: body.break_minutes }),
      ...(body.capacity_count !== undefined && { capacity_count: body.capacity_count }),
      ...(body.capacity_volume !== undefined && { capacity_volume: body.capacity_volume }),
      ...(body.vehicle !== undefined && { vehicle: body.vehicle }),
      ...(body.home_warehouse_id !== undefined && { home_warehouse_id: body.home_warehouse_id }),
      ...(body.skills !== undefined && { skills: [...new Set(body.skills)].sort() }),
    };
    const merged = { ...before, ...next };
    if (merged.shift_end <= merged.shift_start) throw fieldError('shift_end', 'The shift must end after it starts.');
    await tx
      .insert(driverProfiles)
      .values({ user_id: id, account_id: accountId, ...DEFAULTS, ...row.p, ...next, updated_at: sql`now()` })
      .onConflictDoUpdate({ target: driverProfiles.user_id, set: { ...next, updated_at: sql`now()` } });
    await audit(tx, actor, { action: 'driver.config', entity: 'user', entityId: id, before, after: next });
  });
  return getDriver(db, actor, id);
}
