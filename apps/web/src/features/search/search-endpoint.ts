import { href, searchEndpoints, type EndpointDeclaration, type Role, type WebRouteName } from '@dme/contract';
import { isImplementedRoute } from '../../app/implemented-routes';

/** Foundation §2 "global search mode": doctors search `doctor/search`, suppliers `vendor/search` (001 §7). */
export const SEARCH_PATHS: Partial<Record<Role, string>> = {
  doctor: '/api/doctor/search',
  supplier: '/api/vendor/search',
};

/**
 * The search call of a role, or null for a role without one (the search box is not shown). Looked up among the
 * search declarations only: the whole contract's list (`allEndpoints`) pulled every area's calls and schemas into
 * the shell every signed-in screen loads (35 more chunks; the orders list's table came 0.4-0.5 s later on a slow
 * two-core machine).
 */
export function searchEndpointFor(role: Role, endpoints: readonly EndpointDeclaration[] = searchEndpoints): EndpointDeclaration | null {
  const path = SEARCH_PATHS[role];
  if (!path) return null;
  return endpoints.find((e) => e.method === 'GET' && e.path === path) ?? null;
}

export interface SearchHit {
  key: string;
  label: string;
  type: string | null;
  id: number | null;
  subtitle: string | null;
}

/** The screen a hit opens, when that screen is built: a patient opens its info tab on the caller's side. */
export function hitHref(role: Role, hit: SearchHit): string | null {
  if (hit.id === null) return null;
  const screens: Record<string, { route: string; param: string }> = {
    patient: { route: `${role}.patients.show.info`, param: 'patientId' },
    doctor: { route: `${role}.doctors.profile`, param: 'doctorId' },
    supplier: { route: `${role}.suppliers.show`, param: 'vendorId' },
  };
  const screen = hit.type ? screens[hit.type] : undefined;
  if (!screen || !isImplementedRoute(screen.route)) return null;
  return href(screen.route as WebRouteName, { [screen.param]: hit.id });
}

/** Reads hits tolerantly: the answer's `data` list, each with a `title` or `name` (or `label`) and a `type`. */
export function readSearchHits(answer: unknown): SearchHit[] {
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown, index): SearchHit[] => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const label = [record.title, record.name, record.label].find((v): v is string => typeof v === 'string' && v !== '');
    if (!label) return [];
    const type = typeof record.type === 'string' ? record.type : null;
    const id = typeof record.id === 'number' ? record.id : null;
    const subtitle = typeof record.subtitle === 'string' && record.subtitle !== '' ? record.subtitle : null;
    return [{ key: `${type ?? 'item'}:${String(record.id ?? index)}`, label, type, id, subtitle }];
  });
}
