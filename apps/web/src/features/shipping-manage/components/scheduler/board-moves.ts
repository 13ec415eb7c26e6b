import type { DriverSkill, PointStatus, RouteDetail, Suborder } from '@dme/contract';

/** A suborder as the board shows it, in the left column or on a driver's route. */
export interface BoardCard {
  id: number;
  number: string;
  patient: string;
  place: string;
  window: { starts_at: string; ends_at: string } | null;
  items: number;
  skills: DriverSkill[];
  /** On a route: what happened at the stop; delivered and failed stops stay where they are. */
  status: PointStatus | null;
}

/** Who takes what, in order: the suborder ids of the left column and of each driver's route. */
export interface Plan {
  unassigned: number[];
  drivers: Record<number, number[]>;
}

export const cardOfSuborder = (s: Suborder): BoardCard => ({
  id: s.id,
  number: s.number,
  patient: s.patient.full_name,
  place: [s.address.city, s.address.zip].filter(Boolean).join(', '),
  window: s.agreed_slot,
  items: s.items_count,
  skills: s.required_skills,
  status: null,
});

/** A stop as a card; the skills a route point does not carry are kept from the card it was before. */
export const cardOfPoint = (p: RouteDetail['points'][number], known?: BoardCard): BoardCard => ({
  id: p.suborder.id,
  number: p.suborder.number,
  patient: p.suborder.patient_name,
  place: [p.suborder.address.city, p.suborder.address.zip].filter(Boolean).join(', '),
  window: p.suborder.agreed_slot,
  items: p.items.reduce((sum, item) => sum + item.quantity, 0),
  skills: known?.skills ?? [],
  status: p.status,
});

export const routeOrder = (route: RouteDetail) => [...route.points].sort((a, b) => a.seq - b.seq).map((p) => p.suborder.id);

/** The column holding a card: a driver id, or null for the unassigned column (undefined: not on the board). */
export function columnOf(plan: Plan, id: number): number | null | undefined {
  if (plan.unassigned.includes(id)) return null;
  const found = Object.entries(plan.drivers).find(([, ids]) => ids.includes(id));
  return found ? Number(found[0]) : undefined;
}

const without = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);
const insertAt = (ids: readonly number[], id: number, index?: number) => {
  const at = index === undefined || index < 0 || index > ids.length ? ids.length : index;
  return [...ids.slice(0, at), id, ...ids.slice(at)];
};

/** Sends a card to a driver's route (at a position, else last) or back to the unassigned column. */
export function moveCard(plan: Plan, id: number, target: number | null, index?: number): Plan {
  const drivers: Record<number, number[]> = {};
  for (const [driver, ids] of Object.entries(plan.drivers)) drivers[Number(driver)] = without(ids, id);
  const unassigned = without(plan.unassigned, id);
  if (target === null) return { unassigned: [id, ...unassigned], drivers };
  return { unassigned, drivers: { ...drivers, [target]: insertAt(drivers[target] ?? [], id, index) } };
}

/** Moves a card up (-1) or down (+1) within its route; unchanged at either end. */
export function shiftCard(plan: Plan, id: number, delta: -1 | 1): Plan {
  const driver = columnOf(plan, id);
  if (driver === null || driver === undefined) return plan;
  const ids = plan.drivers[driver]!;
  const from = ids.indexOf(id);
  const to = from + delta;
  if (to < 0 || to >= ids.length) return plan;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return { ...plan, drivers: { ...plan.drivers, [driver]: next } };
}

const same = (a: readonly number[] = [], b: readonly number[] = []) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The drivers whose route differs between two plans, those that lost a stop first: the server refuses a suborder
 * that is still on another route (409), so it leaves its old route before joining the new one.
 */
export function changedDrivers(before: Plan, after: Plan): number[] {
  const drivers = new Set([...Object.keys(before.drivers), ...Object.keys(after.drivers)].map(Number));
  const changed = [...drivers].filter((d) => !same(before.drivers[d], after.drivers[d]));
  const lost = (d: number) => (before.drivers[d] ?? []).some((id) => !(after.drivers[d] ?? []).includes(id));
  return [...changed.filter(lost), ...changed.filter((d) => !lost(d))];
}
