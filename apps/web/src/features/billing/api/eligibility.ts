import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createEligibility, getEligibility, listEligibility, type EligibilityBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys, type EligibilityListQuery } from './keys';

/** `GET vendor/billing/eligibility`: one page of checks, newest first. */
export const eligibilityListQueryOptions = (query: EligibilityListQuery) =>
  queryOptions({
    queryKey: billingKeys.eligibilityList(query),
    queryFn: ({ signal }) => call(listEligibility, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET vendor/billing/eligibility/{id}`: one check with the 271 as people read it. */
export const eligibilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingKeys.eligibilityCheck(id),
    queryFn: async ({ signal }) => (await call(getEligibility, { params: { id }, signal, skipErrorAlert: true })).data,
  });

/** `POST vendor/billing/eligibility`: sends the 270 inquiry. */
export function useCreateEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EligibilityBody) => (await call(createEligibility, { body, skipErrorAlert: true })).data,
    onSuccess: (check) => {
      queryClient.setQueryData(billingKeys.eligibilityCheck(check.id), check);
      return queryClient.invalidateQueries({ queryKey: [...billingKeys.eligibility(), 'list'] });
    },
  });
}
