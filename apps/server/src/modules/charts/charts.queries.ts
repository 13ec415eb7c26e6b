import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  accounts,
  deliveryRoutes,
  equipmentItems,
  measurementCharts,
  orderItems,
  orders,
  patients,
  routePoints,
  satisfactionSurveys,
  suborderItems,
  suborders,
  users,
} from '../../db/schema';
import { countUpTo, inPageOrder, rowsOf, type PageWindow, type Total } from '../../lib/paging';

export type SurveyRow = typeof satisfactionSurveys.$inferSelect;
export type ChartRow = typeof measurementCharts.$inferSelect;

const employee = alias(users, 'survey_employee');
const driver = alias(users, 'survey_driver');

/** A survey with the names its list and screen show. */
const surveySelection = {
  survey: satisfactionSurveys,
  first_name: patients.first_name,
  last_name: patients.last_name,
  employee_name: employee.name,
  driver_name: driver.name,
  delivered_at: suborders.delivered_at,
};

const surveyQuery = (db: Queryable) =>
  db
    .select(surveySelection)
    .from(satisfactionSurveys)
    .innerJoin(patients, eq(patients.id, satisfactionSurveys.patient_id))
    .innerJoin(suborders, eq(suborders.id, satisfactionSurveys.suborder_id))
    .leftJoin(employee, eq(employee.id, satisfactionSurveys.employee_id))
    .leftJoin(driver, eq(driver.id, satisfactionSurveys.driver_id));
export type SurveyView = Awaited<ReturnType<ReturnType<typeof surveyQuery>['execute']>>[number];

export interface SurveyFilter {
  accountId: number;
  status?: 'open' | 'answered' | 'expired';
  staffId?: number;
}

function surveyWhere(f: SurveyFilter): SQL {
  const t = satisfactionSurveys;
  const conds: (SQL | undefined)[] = [eq(t.account_id, f.accountId)];
  if (f.status === 'answered') conds.push(sql`${t.answered_at} is not null`);
  if (f.status === 'open') conds.push(sql`${t.answered_at} is null and ${t.expires_at} > now()`);
  if (f.status === 'expired') conds.push(sql`${t.answered_at} is null and ${t.expires_at} <= now()`);
  if (f.staffId !== undefined) conds.push(or(eq(t.employee_id, f.staffId), eq(t.driver_id, f.staffId)));
  return and(...conds)!;
}

/** A page of surveys, newest first: ids from the (account, id) index, then the joins on those ids only. */
export async function findSurveyPage(db: Queryable, f: SurveyFilter, window: PageWindow): Promise<{ rows: SurveyView[]; total: Total }> {
  const where = surveyWhere(f);
  const ids = (
    await db.select({ id: satisfactionSurveys.id }).from(satisfactionSurveys).where(where).orderBy(desc(satisfactionSurveys.id)).limit(window.limit).offset(window.offset)
  ).map((r) => r.id);
  const total = await countUpTo(db, rowsOf(db, satisfactionSurveys, where), window);
  if (!ids.length) return { rows: [], total };
  const rows = await surveyQuery(db).where(inArray(satisfactionSurveys.id, ids));
  return { rows: inPageOrder(ids, rows, (r) => r.survey.id), total };
}

export interface ScoreGroup {
  id: number | null;
  name: string | null;
  count: number;
  overall: number | null;
  driver: number | null;
  timeliness: number | null;
  explanation: number | null;
}

/** Average scores of the answered surveys matching the filter, grouped by `by` (company: one group). */
export async function averageScores(db: Queryable, f: SurveyFilter, by: 'company' | 'employee' | 'driver'): Promise<ScoreGroup[]> {
  const t = satisfactionSurveys;
  const avg = (c: typeof t.overall) => sql<number | null>`round(avg(${c})::numeric, 2)::float8`;
  const person = by === 'employee' ? employee : driver;
  const key = by === 'employee' ? t.employee_id : t.driver_id;
  const where = and(surveyWhere(f), sql`${t.answered_at} is not null`);
  const scores = { count: sql<number>`count(*)::int`, overall: avg(t.overall), driver: avg(t.driver_score), timeliness: avg(t.timeliness), explanation: avg(t.explanation) };
  if (by === 'company') {
    const rows = await db.select(scores).from(t).where(where);
    return rows.map((r) => ({ ...r, id: null, name: null }));
  }
  return db
    .select({ id: key, name: person.name, ...scores })
    .from(t)
    .innerJoin(person, eq(person.id, key))
    .where(where)
    .groupBy(key, person.name)
    .orderBy(person.name);
}

export async function findSurvey(db: Queryable, accountId: number, id: number): Promise<SurveyView | undefined> {
  const [row] = await surveyQuery(db).where(and(eq(satisfactionSurveys.id, id), eq(satisfactionSurveys.account_id, accountId)));
  return row;
}

export async function findSurveyOfSuborder(db: Queryable, suborderId: number): Promise<SurveyView | undefined> {
  const [row] = await surveyQuery(db).where(eq(satisfactionSurveys.suborder_id, suborderId));
  return row;
}

export async function findSurveyByToken(db: Queryable, tokenHash: string, lock = false): Promise<SurveyRow | undefined> {
  const q = db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.token_hash, tokenHash)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The driver of the suborder's live stop (a failed attempt's route is not the one that delivered). */
export async function findStopDriver(db: Queryable, suborderId: number): Promise<number | null> {
  const [row] = await db
    .select({ driver_id: deliveryRoutes.driver_id })
    .from(routePoints)
    .innerJoin(deliveryRoutes, eq(deliveryRoutes.id, routePoints.route_id))
    .where(and(eq(routePoints.suborder_id, suborderId), ne(routePoints.status, 'failed')))
    .limit(1);
  return row?.driver_id ?? null;
}

/** The lines a suborder carried, for the survey screens. */
export async function findSuborderLines(db: Queryable, suborderId: number) {
  return db
    .select({ hcpcs: equipmentItems.hcpcs, name: equipmentItems.name, quantity: orderItems.quantity })
    .from(suborderItems)
    .innerJoin(orderItems, eq(orderItems.id, suborderItems.order_item_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .where(eq(suborderItems.suborder_id, suborderId));
}

export async function accountName(db: Queryable, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

// --- measurement charts -------------------------------------------------------------------------------------------

const chartQuery = (db: Queryable) =>
  db
    .select({ chart: measurementCharts, hcpcs: equipmentItems.hcpcs, item_name: equipmentItems.name, patient_id: patients.id, first_name: patients.first_name, last_name: patients.last_name })
    .from(measurementCharts)
    .innerJoin(orderItems, eq(orderItems.id, measurementCharts.order_item_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .innerJoin(orders, eq(orders.id, measurementCharts.order_id))
    .leftJoin(patients, eq(patients.id, orders.patient_id));
export type ChartView = Awaited<ReturnType<ReturnType<typeof chartQuery>['execute']>>[number];

export async function findChartOfItem(db: Queryable, itemId: number): Promise<ChartView | undefined> {
  const [row] = await chartQuery(db).where(eq(measurementCharts.order_item_id, itemId));
  return row;
}

export async function findChartByToken(db: Queryable, tokenHash: string): Promise<ChartView | undefined> {
  const [row] = await chartQuery(db).where(eq(measurementCharts.token_hash, tokenHash));
  return row;
}

export async function lockChart(db: Queryable, id: number): Promise<ChartRow | undefined> {
  const [row] = await db.select().from(measurementCharts).where(eq(measurementCharts.id, id)).for('update');
  return row;
}

export async function findChartPage(db: Queryable, accountId: number, status: string | undefined, window: PageWindow): Promise<{ rows: ChartView[]; total: Total }> {
  const where = and(eq(measurementCharts.account_id, accountId), status ? eq(measurementCharts.status, status) : undefined)!;
  const ids = (
    await db.select({ id: measurementCharts.id }).from(measurementCharts).where(where).orderBy(desc(measurementCharts.id)).limit(window.limit).offset(window.offset)
  ).map((r) => r.id);
  const total = await countUpTo(db, rowsOf(db, measurementCharts, where), window);
  if (!ids.length) return { rows: [], total };
  const rows = await chartQuery(db).where(inArray(measurementCharts.id, ids));
  return { rows: inPageOrder(ids, rows, (r) => r.chart.id), total };
}

export async function saveChart(db: Queryable, values: typeof measurementCharts.$inferInsert): Promise<ChartRow> {
  const [row] = await db
    .insert(measurementCharts)
    .values(values)
    .onConflictDoUpdate({
      target: measurementCharts.order_item_id,
      set: { kind: values.kind, values: values.values, notes: values.notes, status: 'filled', token_hash: null, sent_to: null, sent_at: null, link_expires_at: null, updated_by: values.updated_by, updated_at: sql`now()` },
    })
    .returning();
  return row!;
}

export async function updateChart(db: Queryable, id: number, values: Partial<typeof measurementCharts.$inferInsert>): Promise<ChartRow> {
  const [row] = await db
    .update(measurementCharts)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(measurementCharts.id, id))
    .returning();
  return row!;
}
