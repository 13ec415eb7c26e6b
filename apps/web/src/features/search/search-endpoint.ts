import { allEndpoints, type EndpointDeclaration, type Role } from '@dme/contract';

/** Foundation §2 "global search mode": doctors search `doctor/search`, suppliers `vendor/search` (001 §7). */
export const SEARCH_PATHS: Partial<Record<Role, string>> = {
  doctor: '/api/doctor/search',
  supplier: '/api/vendor/search',
};

/**
 * The search call of a role, if the contract declares it. Until it does the search box is not shown, so the
 * box appears by itself once the endpoint lands.
 */
export function searchEndpointFor(role: Role, endpoints: readonly EndpointDeclaration[] = allEndpoints): EndpointDeclaration | null {
  const path = SEARCH_PATHS[role];
  if (!path) return null;
  return endpoints.find((e) => e.method === 'GET' && e.path === path) ?? null;
}

export interface SearchHit {
  key: string;
  label: string;
  type: string | null;
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
    return [{ key: `${type ?? 'item'}:${String(record.id ?? index)}`, label, type }];
  });
}
