import { href, type WebRouteName } from '@dme/contract';

/**
 * The tabs of an employee's screen, in the route table's order. Tracking and charts belong to other features (time
 * and action tracking, satisfaction): the app offers a tab only once its screen exists.
 */
export const EMPLOYEE_TABS = [
  { tab: 'personal', label: 'Personal', route: 'supplier.employees.profile.show.personal' },
  { tab: 'billing', label: 'Billing', route: 'supplier.employees.profile.show.billing' },
  { tab: 'documents', label: 'Documents', route: 'supplier.employees.profile.show.documents' },
  { tab: 'notes', label: 'Notes', route: 'supplier.employees.profile.show.notes' },
  { tab: 'permissions', label: 'Permissions', route: 'supplier.employees.profile.show.permissions' },
  { tab: 'driver-config', label: 'Driver config', route: 'supplier.employees.profile.show.driver-config' },
  { tab: 'tracking', label: 'Tracking', route: 'supplier.employees.profile.show.tracking' },
  { tab: 'charts', label: 'Charts', route: 'supplier.employees.profile.show.charts' },
] as const satisfies readonly { tab: string; label: string; route: WebRouteName }[];
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];
/** The tabs this feature renders itself. */
export type EmployeeTabKey = Exclude<EmployeeTab['tab'], 'tracking' | 'charts'>;

export const employeesListHref = () => href('supplier.employees.profile.list');
export const employeeTabHref = (id: number, tab: EmployeeTab['tab'] = 'personal') => href(EMPLOYEE_TABS.find((t) => t.tab === tab)!.route, { id });

/** A route's numeric id param, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
