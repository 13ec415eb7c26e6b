import type { Department } from '@dme/contract';

export interface CompanyPerson {
  user_id: number;
  name: string;
}

/**
 * The company's staff as far as the departments show them (the owner and hr staff see who works where; there is
 * no separate staff list call yet), by name. Staff who work at no department cannot be found here.
 */
export function companyStaffOf(departments: readonly Department[]): CompanyPerson[] {
  const byId = new Map<number, CompanyPerson>();
  for (const d of departments) for (const s of d.staff) byId.set(s.user_id, { user_id: s.user_id, name: s.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
