import type { z } from 'zod';
import type { patientRequestsQuery, refillsToPhoneQuery } from '@dme/contract';

export type RequestsListQuery = Partial<z.input<typeof patientRequestsQuery>>;
export type ToPhoneQuery = Partial<z.input<typeof refillsToPhoneQuery>>;

/** Query keys of the patient requests feature; answers invalidate through these. */
export const patientRequestsKeys = {
  all: ['patient-requests'] as const,
  lists: () => [...patientRequestsKeys.all, 'list'] as const,
  list: (query: RequestsListQuery) => [...patientRequestsKeys.lists(), query] as const,
  one: (requestId: number) => [...patientRequestsKeys.all, 'one', requestId] as const,
  /** The public refill page: keyed by its link, never shared with a signed-in view. */
  link: (hash: string) => [...patientRequestsKeys.all, 'link', hash] as const,
  toPhone: (query: ToPhoneQuery) => [...patientRequestsKeys.all, 'to-phone', query] as const,
};
