import type { z } from 'zod';
import type { employeeTrackingQuery, listQuery } from '@dme/contract';

export type ActionsListQuery = Partial<z.input<typeof listQuery>>;
export type EmployeesTrackingQuery = Partial<z.input<typeof employeeTrackingQuery>>;
export interface Period {
  from?: string;
  to?: string;
}

/** Query keys of the tracking feature; writes invalidate through these. */
export const trackingKeys = {
  all: ['tracking'] as const,
  actions: () => [...trackingKeys.all, 'actions'] as const,
  actionList: (query: ActionsListQuery) => [...trackingKeys.actions(), 'list', query] as const,
  employees: () => [...trackingKeys.all, 'employees'] as const,
  employeeList: (query: EmployeesTrackingQuery) => [...trackingKeys.employees(), 'list', query] as const,
  employee: (id: number, period: Period) => [...trackingKeys.employees(), 'one', id, period] as const,
  clock: () => [...trackingKeys.all, 'clock'] as const,
};
