import type { EmployeeStatus, PayType } from '@dme/contract';

export const STAFF_ROLE_LABELS: Record<string, string> = {
  pt: 'PT',
  hr: 'HR',
  agent: 'Agent',
  delivery_planner: 'Delivery planner',
  delivery_driver: 'Driver',
};
export const roleLabel = (role: string) => STAFF_ROLE_LABELS[role] ?? role;

export const STATUS_LABELS: Record<EmployeeStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  invited: { label: 'Invited', color: 'blue' },
  blocked: { label: 'Blocked', color: 'red' },
};

export const PAY_TYPE_LABELS: Record<PayType, { label: string; rate: string }> = {
  hourly: { label: 'Hourly', rate: 'Rate per hour' },
  salary: { label: 'Salary', rate: 'Salary per month' },
  per_delivery: { label: 'Per delivery', rate: 'Rate per delivered stop' },
  commission: { label: 'Commission', rate: 'Base per month (0 for commission only)' },
};

export const DOCUMENT_KIND_LABELS: Record<string, string> = { licence: 'Licence', certification: 'Certification', other: 'Other' };

/** Dollars as typed ("12.50") to whole cents; null when it is not an amount. */
export function centsOf(value: string | number): number | null {
  const n = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}
