import { z } from 'zod';
import { endpoint } from '../endpoint';

// Global search (foundation §2 "global search mode"): a few hits per group, scoped like the lists they come from.

export const SEARCH_HIT_TYPES = ['patient', 'doctor', 'supplier'] as const;
export type SearchHitType = (typeof SEARCH_HIT_TYPES)[number];
/** Hits answered per group; `meta.groups` tells how many matched in all. */
export const SEARCH_GROUP_LIMIT = 5;

export const searchHit = z.object({
  type: z.enum(SEARCH_HIT_TYPES),
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchQuery = z.object({
  search: z
    .string({ error: 'Type at least 2 characters.' })
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(100, 'The search may not be greater than 100 characters.'),
});

/** Hits in group order (patients first), each group at most SEARCH_GROUP_LIMIT long. */
export const searchResult = z.object({
  data: z.array(searchHit),
  meta: z.object({ groups: z.array(z.object({ type: z.enum(SEARCH_HIT_TYPES), total: z.number() })) }),
});
export type SearchResult = z.infer<typeof searchResult>;

export const doctorSearch = endpoint({
  method: 'GET',
  path: '/api/doctor/search',
  access: { roles: ['doctor'] },
  summary: "Searches the practice's patients (name, date of birth, Medicare/Medicaid/member id) and supplier companies.",
  query: searchQuery,
  response: searchResult,
});

export const vendorSearch = endpoint({
  method: 'GET',
  path: '/api/vendor/search',
  access: { roles: ['supplier'] },
  summary: "Searches the company's patients and the doctors it works with (name, NPI, practice).",
  query: searchQuery,
  response: searchResult,
});

export const searchEndpoints = [doctorSearch, vendorSearch] as const;
