import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getEmployeeTracking } from '@dme/contract';
import { call } from '../../../lib/http';
import { trackingKeys, type Period } from './keys';

/** `GET vendor/employees/tracking/{id}`: one person's days, weeks, entries and actions in the period. */
export const employeeTrackingQueryOptions = (id: number, period: Period) =>
  queryOptions({
    queryKey: trackingKeys.employee(id, period),
    queryFn: ({ signal }) => call(getEmployeeTracking, { params: { id }, query: period, signal }),
    placeholderData: keepPreviousData,
  });
