import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, messageResponse, pageOf } from './common';
import { requiredText, text } from './company';

// --- tracking (issue 12) ---------------------------------------------------------------------------------------
// "Tracking" is two things (CATALOGUE 25): the actions a company defines (settings, system/tracking) and each
// employee's time and actions (employees/tracking). Days and weeks are the company's, in its time zone.

/**
 * Events the product records by itself, for the actions that name one: the audit entry of each (action and, for a
 * status, the new status) is matched where audit rows are written, so no service records tracking itself.
 */
export const AUTO_TRACKING_EVENTS = {
  'order.created': 'An order was created',
  'order.status': "An order's status was changed",
  'suborder.delivered': 'A delivery was completed',
  'note.created': 'A note was written',
  'communication.logged': 'A call or message was logged',
} as const;
export type AutoTrackingEvent = keyof typeof AUTO_TRACKING_EVENTS;
export const AUTO_TRACKING_EVENT_KEYS = Object.keys(AUTO_TRACKING_EVENTS) as [AutoTrackingEvent, ...AutoTrackingEvent[]];

export const TRACKING_KINDS = ['points', 'minutes'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const trackingAction = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(TRACKING_KINDS),
  /** Points, or minutes of work, each record counts for. */
  amount: z.number(),
  /** Recorded automatically on this event; null: recorded by hand. */
  auto_event: z.enum(AUTO_TRACKING_EVENT_KEYS).nullable(),
  is_active: z.boolean(),
  records_count: z.number(),
  created_at: z.string(),
});
export type TrackingAction = z.infer<typeof trackingAction>;

export const trackingActionBody = z.object({
  name: requiredText('name', 80),
  kind: z.enum(TRACKING_KINDS, { error: 'The kind must be points or minutes.' }),
  amount: z
    .number({ error: 'The amount must be a number.' })
    .int('The amount must be a whole number.')
    .min(1, 'The amount must be at least 1.')
    .max(1000, 'The amount may not be greater than 1000.'),
  auto_event: z.enum(AUTO_TRACKING_EVENT_KEYS, { error: 'The event is not one the product records.' }).nullable().default(null),
  is_active: z.boolean().default(true),
});
export type TrackingActionBody = z.infer<typeof trackingActionBody>;

const ownerOnly = { roles: ['supplier'], nonStaffOnly: true } as const;
const actionParams = z.object({ trackingId: idParam });

export const listTrackingActions = endpoint({
  method: 'GET',
  path: '/api/vendor/system/tracking',
  access: { roles: ['supplier'] },
  summary: "The company's tracking actions (staff read them to record one by hand).",
  query: listQuery,
  response: pageOf(trackingAction),
});

export const createTrackingAction = endpoint({
  method: 'POST',
  path: '/api/vendor/system/tracking',
  access: ownerOnly,
  summary: 'Defines a tracking action; one action per automatic event.',
  body: trackingActionBody,
  response: dataOf(trackingAction),
});

export const updateTrackingAction = endpoint({
  method: 'PUT',
  path: '/api/vendor/system/tracking/{trackingId}',
  access: ownerOnly,
  summary: 'Changes a tracking action; records made before keep the amount they were made with.',
  params: actionParams,
  body: trackingActionBody,
  response: dataOf(trackingAction),
});

export const deleteTrackingAction = endpoint({
  method: 'DELETE',
  path: '/api/vendor/system/tracking/{trackingId}',
  access: ownerOnly,
  summary: 'Retires a tracking action: no new records; those made stay in the totals.',
  params: actionParams,
  response: messageResponse,
});

// --- employees' time and actions -------------------------------------------------------------------------------

const isoDate = z.iso.date({ error: 'The date must be a valid date (YYYY-MM-DD).' });
export const trackingPeriodQuery = z
  .object({
    /** First and last calendar day (company time zone); the current week (Monday to Sunday) by default. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start must not be after the end.', path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: 'The period may be a year at most.', path: ['to'] });

export const employeeTrackingQuery = listQuery.extend({
  from: isoDate.optional(),
  to: isoDate.optional(),
  sortBy: z.enum(['name']).optional(),
});

const person = z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), staff_roles: z.array(z.string()), is_staff: z.boolean() });

export const employeeTrackingRow = z.object({
  user: person,
  /** Clocked in now, since this instant. */
  clocked_in_since: z.string().nullable(),
  /** Seconds worked in the period. */
  seconds: z.number(),
  points: z.number(),
  /** Minutes of work credited by actions of kind minutes. */
  action_minutes: z.number(),
  actions_count: z.number(),
});
export type EmployeeTrackingRow = z.infer<typeof employeeTrackingRow>;

export const timeEntry = z.object({ id: z.number(), started_at: z.string(), ended_at: z.string().nullable(), seconds: z.number() });
export type TimeEntry = z.infer<typeof timeEntry>;

export const trackingRecord = z.object({
  id: z.number(),
  action: z.object({ id: z.number(), name: z.string(), kind: z.enum(TRACKING_KINDS) }),
  amount: z.number(),
  source: z.enum(['auto', 'manual']),
  entity: z.string().nullable(),
  entity_id: z.number().nullable(),
  note: z.string(),
  occurred_at: z.string(),
});
export type TrackingRecord = z.infer<typeof trackingRecord>;

export const employeeTracking = z.object({
  user: person,
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  clocked_in_since: z.string().nullable(),
  /** Every day of the period with the seconds worked (a shift over midnight counts on both days) and actions. */
  days: z.array(z.object({ day: z.string(), seconds: z.number(), points: z.number(), action_minutes: z.number(), actions_count: z.number() })),
  /** Weeks (Monday first) touching the period, with the seconds worked inside the period. */
  weeks: z.array(z.object({ week_start: z.string(), seconds: z.number() })),
  total_seconds: z.number(),
  entries: z.array(timeEntry),
  actions: z.array(z.object({ action_id: z.number(), name: z.string(), kind: z.enum(TRACKING_KINDS), count: z.number(), total: z.number() })),
  records: z.array(trackingRecord),
});
export type EmployeeTracking = z.infer<typeof employeeTracking>;

export const listEmployeeTracking = endpoint({
  method: 'GET',
  path: '/api/vendor/employees/tracking',
  access: { roles: ['supplier'], permission: 'hr' },
  summary: "The company's people with their time worked and actions in a period (the current week by default).",
  query: employeeTrackingQuery,
  response: pageOf(employeeTrackingRow),
});

export const getEmployeeTracking = endpoint({
  method: 'GET',
  path: '/api/vendor/employees/tracking/{id}',
  access: { roles: ['supplier'], permission: 'hr' },
  summary: "One person's time (per day and week, company time zone) and actions in a period.",
  params: z.object({ id: idParam }),
  query: trackingPeriodQuery,
  response: dataOf(employeeTracking),
});

// --- the signed-in person's own clock and actions --------------------------------------------------------------

export const myClock = z.object({
  clocked_in_since: z.string().nullable(),
  today_seconds: z.number(),
  week_seconds: z.number(),
  today: z.string(),
  time_zone: z.string(),
});
export type MyClock = z.infer<typeof myClock>;

export const getMyClock = endpoint({
  method: 'GET',
  path: '/api/vendor/tracking/clock',
  access: { roles: ['supplier'] },
  summary: "The caller's clock: clocked in since when, and time worked today and this week.",
  response: dataOf(myClock),
});

export const clockIn = endpoint({
  method: 'POST',
  path: '/api/vendor/tracking/clock-in',
  access: { roles: ['supplier'] },
  summary: 'Starts the caller\'s work time (409 when already clocked in).',
  response: dataOf(myClock),
});

export const clockOut = endpoint({
  method: 'POST',
  path: '/api/vendor/tracking/clock-out',
  access: { roles: ['supplier'] },
  summary: "Ends the caller's work time (409 when not clocked in).",
  response: dataOf(myClock),
});

export const recordActionBody = z.object({
  action_id: idParam,
  note: text(500).default(''),
});

export const recordTrackingAction = endpoint({
  method: 'POST',
  path: '/api/vendor/tracking/records',
  access: { roles: ['supplier'] },
  summary: 'Records one of the company\'s actions for the caller, by hand.',
  body: recordActionBody,
  response: dataOf(trackingRecord),
});

export const trackingEndpoints = [
  listTrackingActions,
  createTrackingAction,
  updateTrackingAction,
  deleteTrackingAction,
  listEmployeeTracking,
  getEmployeeTracking,
  getMyClock,
  clockIn,
  clockOut,
  recordTrackingAction,
] as const;
