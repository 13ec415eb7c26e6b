import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DashboardRequest, PatientDashboard, PatientDoctor } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { patientInsurances, patientRequests } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fullAddress } from '../patients/records.service';
import { findDoctorsOf, findOrderRows, patientOrders } from './orders.queries';
import { comingDeliveries, presentOrders } from './orders.service';
import { ownPatient } from './own-patient';

/** Open requests at most shown on the dashboard (the oldest first: they wait longest). */
const DASHBOARD_REQUESTS = 20;
const DASHBOARD_ORDERS = 5;

export async function dashboard(db: Queryable, actor: Actor): Promise<PatientDashboard> {
  const own = await ownPatient(db, actor);
  const open = await db
    .select()
    .from(patientRequests)
    .where(and(eq(patientRequests.patient_id, own.id), eq(patientRequests.status, 'open')))
    .orderBy(sql`${patientRequests.due_date} asc nulls last`, asc(patientRequests.created_at))
    .limit(DASHBOARD_REQUESTS);
  const present = (r: (typeof open)[number]): DashboardRequest => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    order_id: r.order_id,
    due_date: r.due_date,
    created_at: r.created_at.toISOString(),
  });
  const [insurance] = await db
    .select({ id: patientInsurances.id })
    .from(patientInsurances)
    .where(and(eq(patientInsurances.patient_id, own.id), isNull(patientInsurances.deleted_at)))
    .limit(1);
  const rows = await findOrderRows(db, patientOrders(own.id), { limit: DASHBOARD_ORDERS, offset: 0 });
  return {
    first_name: own.first_name,
    requests: open.filter((r) => r.kind !== 'refill').map(present),
    refills: open.filter((r) => r.kind === 'refill').map(present),
    deliveries: await comingDeliveries(db, own.id),
    orders: await presentOrders(db, rows),
    has_insurance: insurance !== undefined,
  };
}

/** The prescribers of the patient's orders; a doctor seen at several offices is listed once, at the latest. */
export async function doctors(db: Queryable, actor: Actor): Promise<PatientDoctor[]> {
  const own = await ownPatient(db, actor);
  const seen = new Set<number>();
  const out: PatientDoctor[] = [];
  for (const d of await findDoctorsOf(db, own.id)) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    out.push({
      id: d.id,
      name: d.name,
      npi: d.npi,
      practice: d.practice,
      office: d.office ? { name: d.office.name, address: fullAddress(d.office) } : null,
      last_order_at: d.last_order_at.toISOString(),
    });
  }
  return out;
}
