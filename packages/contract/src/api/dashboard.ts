import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Role } from '../roles';
import { dataOf } from './common';
import { task } from './tasks';

export interface DashboardWidgetDefinition {
  key: string;
  title: string;
  description: string;
  roles: readonly Role[];
  /** A permission key staff need to see it (checked with `can()` at the current location). */
  permission?: string;
}

/** Every dashboard widget; a caller's catalogue is the ones for their role they are allowed to see. */
export const DASHBOARD_WIDGETS = [
  { key: 'orders-by-status', title: 'Orders by status', description: 'How many orders are in each status.', roles: ['doctor', 'supplier'] },
  {
    key: 'awaiting-signature',
    title: 'Awaiting my signature',
    description: 'Orders waiting for the prescription or face-to-face signature.',
    roles: ['doctor'],
  },
  { key: 'latest-tasks', title: 'Latest tasks', description: 'The newest tasks of the company.', roles: ['supplier'] },
  { key: 'tasks-due-today', title: 'Tasks due today', description: 'Open tasks whose deadline is today.', roles: ['supplier'] },
  {
    key: 'calls-today',
    title: 'Calls today',
    description: 'Inbound and outbound calls logged today.',
    roles: ['supplier'],
    permission: 'logs',
  },
] as const satisfies readonly DashboardWidgetDefinition[];
export type DashboardWidgetKey = (typeof DASHBOARD_WIDGETS)[number]['key'];
export const DASHBOARD_WIDGET_KEYS: readonly string[] = DASHBOARD_WIDGETS.map((w) => w.key);

/** What a user sees before saving their own choice. */
export const DEFAULT_DASHBOARD_WIDGETS: Readonly<Record<Role, readonly DashboardWidgetKey[]>> = {
  doctor: ['orders-by-status', 'awaiting-signature'],
  supplier: ['latest-tasks', 'orders-by-status', 'tasks-due-today', 'calls-today'],
  patient: [],
  driver: [],
};

const statusCount = z.object({ code: z.number(), name: z.string(), count: z.number() });
const orderRow = z.object({
  id: z.number(),
  status: z.number(),
  status_name: z.string(),
  doctor_location_id: z.number().nullable(),
  created_at: z.string(),
});

/** One widget's data, tagged by its key. */
export const dashboardWidgetData = z.discriminatedUnion('widget', [
  z.object({ widget: z.literal('orders-by-status'), statuses: z.array(statusCount), total: z.number() }),
  z.object({ widget: z.literal('awaiting-signature'), orders: z.array(orderRow), total: z.number() }),
  z.object({ widget: z.literal('latest-tasks'), tasks: z.array(task), total: z.number() }),
  z.object({ widget: z.literal('tasks-due-today'), tasks: z.array(task), total: z.number() }),
  z.object({ widget: z.literal('calls-today'), inbound: z.number(), outbound: z.number(), total: z.number() }),
]);
export type DashboardWidgetData = z.infer<typeof dashboardWidgetData>;

export const doctorDashboardStats = z.object({
  drafts: z.number(),
  pend_hipaa: z.number(),
  pend_prsc: z.number(),
  pend_f2f: z.number(),
  /** Pend PRSC + Pend F2F: orders that need the prescriber's signature. */
  awaiting_signature: z.number(),
  in_work: z.number(),
  delivered: z.number(),
  total: z.number(),
});
export type DoctorDashboardStats = z.infer<typeof doctorDashboardStats>;

export const getDoctorDashboardStats = endpoint({
  method: 'GET',
  path: '/api/doctor/dashboard/stats',
  access: { roles: ['doctor'] },
  summary: "Counts of the practice's orders per doctor-visible status (staff: at their offices).",
  response: dataOf(doctorDashboardStats),
});

const dashboardSettings = z.object({ widgets: z.array(z.string()) });

export const getDashboardSettings = endpoint({
  method: 'GET',
  path: '/api/dashboard/settings',
  access: 'authenticated',
  summary: "The caller's dashboard widgets in order (the role's default until saved).",
  response: dataOf(dashboardSettings),
});

export const saveDashboardSettings = endpoint({
  method: 'PUT',
  path: '/api/dashboard/settings',
  access: 'authenticated',
  summary: "Saves which widgets are shown and their order; each must be in the caller's catalogue, once.",
  body: z.object({ widgets: z.array(z.string().max(64)).max(DASHBOARD_WIDGETS.length, 'Too many widgets.') }),
  response: dataOf(dashboardSettings),
});

export const listDashboardWidgets = endpoint({
  method: 'GET',
  path: '/api/dashboard/widgets',
  access: 'authenticated',
  summary: "The widget catalogue available to the caller's role and permissions.",
  response: dataOf(z.array(z.object({ key: z.string(), title: z.string(), description: z.string() }))),
});

export const getDashboardWidget = endpoint({
  method: 'GET',
  path: '/api/dashboard/widgets/{widget}',
  access: 'authenticated',
  summary: "One widget's data; a widget outside the caller's catalogue answers 404.",
  params: z.object({ widget: z.string().max(64) }),
  response: dataOf(dashboardWidgetData),
});

export const listStaffLocations = endpoint({
  method: 'GET',
  path: '/api/staff-locations',
  access: 'authenticated',
  summary: 'Locations the caller may choose as current: staff their assigned ones, owners all of the account.',
  response: dataOf(z.array(z.object({ id: z.number(), name: z.string(), full_address: z.string() }))),
});

export const dashboardEndpoints = [
  getDoctorDashboardStats,
  getDashboardSettings,
  saveDashboardSettings,
  listDashboardWidgets,
  getDashboardWidget,
  listStaffLocations,
] as const;
