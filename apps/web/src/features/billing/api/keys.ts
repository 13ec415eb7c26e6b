import type { z } from 'zod';
import type { claimsQuery, eligibilityQuery, eraQuery, subordersQuery } from '@dme/contract';

/** As sent: ids as numbers, enums as their keys. */
export type ClaimsListQuery = Partial<z.input<typeof claimsQuery>>;
export type ErasListQuery = Partial<z.input<typeof eraQuery>>;
export type EligibilityListQuery = Partial<z.input<typeof eligibilityQuery>>;
export type UnbilledQuery = Pick<Partial<z.input<typeof subordersQuery>>, 'page' | 'rowsPerPage' | 'search' | 'sortBy' | 'sortType'>;

/** Query keys of the billing feature; writes invalidate through these. */
export const billingKeys = {
  all: ['billing'] as const,
  claims: () => [...billingKeys.all, 'claims'] as const,
  claimList: (query: ClaimsListQuery) => [...billingKeys.claims(), 'list', query] as const,
  claim: (claimId: number) => [...billingKeys.claims(), 'one', claimId] as const,
  notes: (claimId: number) => [...billingKeys.claim(claimId), 'notes'] as const,
  suborderClaims: (suborderId: number) => [...billingKeys.claims(), 'suborder', suborderId] as const,
  unbilled: (query: UnbilledQuery) => [...billingKeys.all, 'unbilled', query] as const,
  eras: () => [...billingKeys.all, 'era'] as const,
  eraList: (query: ErasListQuery) => [...billingKeys.eras(), 'list', query] as const,
  era: (eraId: number) => [...billingKeys.eras(), 'one', eraId] as const,
  clearinghouse: () => [...billingKeys.all, 'clearinghouse'] as const,
  eligibility: () => [...billingKeys.all, 'eligibility'] as const,
  eligibilityList: (query: EligibilityListQuery) => [...billingKeys.eligibility(), 'list', query] as const,
  eligibilityCheck: (id: number) => [...billingKeys.eligibility(), 'one', id] as const,
  patients: (search: string) => [...billingKeys.all, 'patients', search] as const,
  insurances: (patientId: number) => [...billingKeys.all, 'insurances', patientId] as const,
};
