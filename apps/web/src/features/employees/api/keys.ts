import type { z } from 'zod';
import type { employeesQuery } from '@dme/contract';

/** As sent: enums as their keys, ids as numbers. */
export type EmployeesListQuery = Partial<z.input<typeof employeesQuery>>;

/** Query keys of the employees feature; writes invalidate through these. */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (query: EmployeesListQuery) => [...employeeKeys.lists(), query] as const,
  one: (employeeId: number) => [...employeeKeys.all, 'one', employeeId] as const,
  equipment: (employeeId: number) => [...employeeKeys.one(employeeId), 'equipment'] as const,
  notes: (employeeId: number) => [...employeeKeys.one(employeeId), 'notes'] as const,
  documents: (employeeId: number) => [...employeeKeys.one(employeeId), 'documents'] as const,
};
