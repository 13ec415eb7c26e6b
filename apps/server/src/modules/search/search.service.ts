import { SEARCH_GROUP_LIMIT, formatDate, type SearchHit, type SearchHitType, type SearchResult } from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { practiceAccountId } from '../doctor-profile/practice-rules';
import { patientScope } from '../patients/patient-scope';
import { findPatients } from '../patients/patients.queries';
import { findLinkedDoctors } from '../vendor-doctors/vendor-doctors.queries';
import { companyOf } from '../vendor-profile/company-rules';
import { findSuppliers } from '../vendors/vendors.queries';

/**
 * Global search. Each group is answered by the same scoped query as its list (patients by the patients' tenancy
 * rule, doctors by the supplier's links, suppliers from the directory), so search can never show more than the
 * lists do. The term is never logged (request logs carry paths only).
 */
interface Group {
  type: SearchHitType;
  hits: SearchHit[];
  total: number;
}

const window = { limit: SEARCH_GROUP_LIMIT, offset: 0 };

async function patientsGroup(db: Queryable, actor: Actor, search: string): Promise<Group> {
  const { rows, total } = await findPatients(db, patientScope(actor), { search }, window);
  const hits = rows.map(({ patient: p }): SearchHit => ({
    type: 'patient',
    id: p.id,
    title: [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' '),
    subtitle: `DOB ${formatDate(p.dob)}`,
  }));
  return { type: 'patient', hits, total: total.total };
}

async function suppliersGroup(db: Queryable, actor: Actor, search: string): Promise<Group> {
  const { rows, total } = await findSuppliers(db, practiceAccountId(actor), { search }, window);
  const hits = rows.map(({ account, profile }): SearchHit => ({
    type: 'supplier',
    id: account.id,
    title: account.name,
    subtitle: [profile?.city, profile?.state].filter(Boolean).join(', '),
  }));
  return { type: 'supplier', hits, total: total.total };
}

async function doctorsGroup(db: Queryable, actor: Actor, search: string): Promise<Group> {
  const { rows, total } = await findLinkedDoctors(db, companyOf(actor), { search }, window);
  const hits = rows.map(({ user, practice }): SearchHit => ({
    type: 'doctor',
    id: user.id,
    title: user.name,
    subtitle: [user.npi ? `NPI ${user.npi}` : '', practice.name].filter(Boolean).join(' · '),
  }));
  return { type: 'doctor', hits, total: total.total };
}

const answer = (groups: Group[]): SearchResult => ({
  data: groups.flatMap((g) => g.hits),
  meta: { groups: groups.map(({ type, total }) => ({ type, total })) },
});

// Sequential on purpose: inside PGlite (one connection) queries must not run concurrently.
export async function searchForDoctor(db: Queryable, actor: Actor, search: string): Promise<SearchResult> {
  return answer([await patientsGroup(db, actor, search), await suppliersGroup(db, actor, search)]);
}

export async function searchForSupplier(db: Queryable, actor: Actor, search: string): Promise<SearchResult> {
  return answer([await patientsGroup(db, actor, search), await doctorsGroup(db, actor, search)]);
}
