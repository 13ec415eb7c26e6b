import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listQuery, pageOf } from './common';

// --- activity log (issue 12, item 4) ----------------------------------------------------------------------------
// The company's audit trail (`audit_logs`): every write, sign-in, export and read of a patient's record, with the
// user, the colleague acted for, the time, the address and the fields changed. Values of fields that may identify a
// patient (names, dates of birth, SSN, member ids, contacts, notes) are never sent: only their names.

const isoDate = z.iso.date({ error: 'The date must be a valid date (YYYY-MM-DD).' });
const filterId = z.coerce.number().int().positive();
/** Entity and action names are snake/dot words: nothing else is ever written, so nothing else is searched for. */
const logWord = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z0-9_.]+$/, 'Only lower-case letters, digits, "_" and "." are allowed.');

export const activityPerson = z.object({ id: z.number(), name: z.string() });

export const activityChange = z.object({
  field: z.string(),
  /** The values (null when hidden); `hidden` fields may identify a patient and show their name only. */
  before: z.unknown(),
  after: z.unknown(),
  hidden: z.boolean(),
});
export type ActivityChange = z.infer<typeof activityChange>;

export const activityLogEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  /** The patient the record belongs to, when the row names one. */
  patient_id: z.number().nullable(),
  user: activityPerson.nullable(),
  /** The colleague the user acted for (X-Staff-Id). */
  staff: activityPerson.nullable(),
  ip: z.string().nullable(),
  /** Fields written or changed: on a create every field, on an update those that differ. */
  changes: z.array(activityChange),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntry>;

export const activityLogFilters = z.object({
  user_id: filterId.optional(),
  entity: logWord.optional(),
  action: logWord.optional(),
  /** Calendar days in the caller's time zone, inclusive. */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export const activityLogQuery = listQuery.extend(activityLogFilters.shape);
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;
export type ActivityLogFilters = z.infer<typeof activityLogFilters>;

const logs = { roles: ['supplier'], permission: 'logs' } as const;

export const listActivityLog = endpoint({
  method: 'GET',
  path: '/api/vendor/logs/activity',
  access: logs,
  summary: "The company's activity log (audit trail), newest first; filter by user, entity, action and days.",
  query: activityLogQuery,
  response: pageOf(activityLogEntry),
});

export const exportActivityLog = endpoint({
  method: 'GET',
  path: '/api/vendor/logs/activity/export',
  access: logs,
  summary: 'The filtered activity log as CSV (text/csv, at most 10,000 rows, newest first); the export is itself logged.',
  query: activityLogFilters,
});

export const activityLogOptions = z.object({
  users: z.array(activityPerson),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type ActivityLogOptions = z.infer<typeof activityLogOptions>;

export const getActivityLogOptions = endpoint({
  method: 'GET',
  path: '/api/vendor/logs/activity/options',
  access: logs,
  summary: "The filters' choices: the company's users, and the entities and actions on its log.",
  response: z.object({ data: activityLogOptions }),
});

export const tableExportBody = z.object({
  /** The table's label on screen, e.g. "Claims". */
  table: z.string().trim().min(1, 'The table is required.').max(100),
  rows: z.number().int().min(0).max(10_000_000),
});
export type TableExportBody = z.infer<typeof tableExportBody>;

export const recordTableExport = endpoint({
  method: 'POST',
  path: '/api/exports',
  access: 'authenticated',
  summary: 'Records that the caller exported a table as CSV in the browser (which table, how many rows): the activity log shows it. Answers 204.',
  body: tableExportBody,
});

export const logsEndpoints = [listActivityLog, exportActivityLog, getActivityLogOptions, recordTableExport] as const;
