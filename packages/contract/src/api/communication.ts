import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, listQuery, pageOf } from './common';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A call party as Zoom Phone Smart Embed reports it: an object with a number and name, or a bare string. */
const zoomParty = z.union([
  z.string().max(200),
  z.looseObject({
    phoneNumber: z.union([z.string().max(100), z.number()]).optional(),
    number: z.union([z.string().max(100), z.number()]).optional(),
    name: z.string().max(200).optional(),
    extensionNumber: z.union([z.string().max(50), z.number()]).optional(),
  }),
]);
const idLike = z.union([z.string().min(1).max(200), z.number()]);

/**
 * The data of a `zp-call-log-completed-event`. Field presence varies between Zoom releases, so everything is
 * optional except an id to deduplicate on; unknown fields are kept. The client may post the data itself or
 * the whole `{ type, data }` message.
 */
export const zoomCallLog = z.preprocess(
  (v) => (isRecord(v) && isRecord(v.data) && typeof v.type === 'string' ? v.data : v),
  z
    .looseObject({
      callId: idLike.optional(),
      callLogId: idLike.optional(),
      direction: z.string().max(50).optional(),
      caller: zoomParty.optional(),
      callee: zoomParty.optional(),
      dateTime: z.union([z.string().max(100), z.number()]).optional(),
      duration: z.union([z.number().min(0), z.string().max(20)]).optional(),
      result: z.string().max(200).optional(),
    })
    .refine((v) => v.callLogId !== undefined || v.callId !== undefined, { message: 'The call log id is required.', path: ['callLogId'] }),
);
export type ZoomCallLog = z.infer<typeof zoomCallLog>;

export const COMMUNICATION_DIRECTIONS = ['inbound', 'outbound', 'unknown'] as const;

export const communicationLog = z.object({
  id: z.number(),
  channel: z.string(),
  direction: z.enum(COMMUNICATION_DIRECTIONS),
  from_number: z.string(),
  from_name: z.string(),
  to_number: z.string(),
  to_name: z.string(),
  started_at: z.string(),
  duration_seconds: z.number(),
  /** Calls: the widget's result. Mails: queued, sent or failed. */
  result: z.string(),
  /** Mails only: the subject (never the body, which may carry a link or patient data). */
  subject: z.string().nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type CommunicationLog = z.infer<typeof communicationLog>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be YYYY-MM-DD.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    // Round-trips only for real days: 2025-02-30 would silently become March 2nd.
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'The date is not valid.');

export const COMMUNICATION_CHANNELS = ['call', 'mail'] as const;

export const communicationLogsQuery = listQuery.extend({
  /** Calls from the phone widget (the default) or mails the product sent for the company. */
  channel: z.enum(COMMUNICATION_CHANNELS).optional(),
  direction: z.enum(['inbound', 'outbound']).optional(),
  /** Calendar days in the caller's time zone, inclusive. */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type CommunicationLogsQuery = z.infer<typeof communicationLogsQuery>;

export const reportZoomCall = endpoint({
  method: 'POST',
  path: '/api/vendor/communication/zoom',
  access: { roles: ['supplier'] },
  summary: 'The phone widget reports a completed call; a repeated report of the same call log is stored once.',
  body: zoomCallLog,
  response: dataOf(communicationLog),
});

export const listCommunicationLogs = endpoint({
  method: 'GET',
  path: '/api/vendor/logs/communication',
  access: { roles: ['supplier'], permission: 'logs' },
  summary: 'Communication logs, newest first: calls (filter by direction) or, with `channel=mail`, the mails sent for the company (recipient, subject, state); date range; search by number, name, address or subject.',
  query: communicationLogsQuery,
  response: pageOf(communicationLog),
});

export const communicationEndpoints = [reportZoomCall, listCommunicationLogs] as const;
