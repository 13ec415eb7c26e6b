import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, locations, orders, patientVendors, users } from '../../db/schema';
import type { OwnPatient } from '../patient-app/own-patient';

export interface Supplier {
  id: number;
  name: string;
}

/**
 * The supplier whose catalog the patient shops from: a supplier company that owns the record or is linked to it
 * (`patient_vendors`); with several, the one of the patient's latest order among them, else the latest link.
 */
export async function supplierOf(db: Queryable, patient: OwnPatient): Promise<Supplier | null> {
  const linked = sql`(${accounts.id} = ${patient.account_id} or exists (select 1 from ${patientVendors} pv where pv.vendor_id = ${accounts.id} and pv.patient_id = ${patient.id}))`;
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.type, 'supplier'), linked))
    .orderBy(
      sql`(select max(o.created_at) from ${orders} o where o.patient_id = ${patient.id} and o.vendor_id = ${accounts.id}) desc nulls last`,
      sql`(select max(pv.linked_at) from ${patientVendors} pv where pv.patient_id = ${patient.id} and pv.vendor_id = ${accounts.id}) desc nulls last`,
      asc(accounts.id),
    )
    .limit(1);
  return row ?? null;
}

export interface Prescriber {
  doctorId: number;
  doctorName: string;
  practiceId: number;
  practiceName: string;
  locationId: number | null;
}

/**
 * The patient's doctor: the prescriber of their latest order that has one, at that order's office; else, for a
 * record a practice created, that practice's doctor at its first office. Null when neither is known.
 */
export async function doctorOf(db: Queryable, patient: OwnPatient): Promise<Prescriber | null> {
  const [latest] = await db
    .select({
      doctorId: users.id,
      doctorName: users.name,
      practiceId: accounts.id,
      practiceName: accounts.name,
      locationId: orders.doctor_location_id,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.doctor_id))
    .innerJoin(accounts, eq(accounts.id, orders.doctor_account_id))
    .where(and(eq(orders.patient_id, patient.id), isNotNull(orders.doctor_id), isNull(users.deleted_at)))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1);
  if (latest) return latest;
  const [practice] = await db
    .select({ doctorId: users.id, doctorName: users.name, practiceId: accounts.id, practiceName: accounts.name })
    .from(accounts)
    .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'doctor'), eq(users.is_staff, false), isNull(users.deleted_at)))
    .where(and(eq(accounts.id, patient.account_id), eq(accounts.type, 'doctor')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!practice) return null;
  const [office] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.account_id, practice.practiceId), isNull(locations.deleted_at)))
    .orderBy(asc(locations.id))
    .limit(1);
  return { ...practice, locationId: office?.id ?? null };
}

