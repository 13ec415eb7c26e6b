import type { ZoomCallLog } from '@dme/contract';

export interface ParsedCall {
  externalId: string;
  direction: 'inbound' | 'outbound' | 'unknown';
  fromNumber: string;
  fromName: string;
  toNumber: string;
  toName: string;
  startedAt: Date;
  durationSeconds: number;
  result: string;
  payload: Record<string, unknown> | null;
}

const MAX_PAYLOAD_CHARS = 16 * 1024;
const MAX_DURATION_SECONDS = 7 * 24 * 3600;

function party(p: ZoomCallLog['caller']): { number: string; name: string } {
  if (p === undefined) return { number: '', name: '' };
  if (typeof p === 'string') return { number: p.trim().slice(0, 100), name: '' };
  const number = p.phoneNumber ?? p.number ?? p.extensionNumber ?? '';
  return { number: String(number).trim().slice(0, 100), name: (p.name ?? '').trim().slice(0, 200) };
}

function direction(v: string | undefined): ParsedCall['direction'] {
  const d = (v ?? '').trim().toLowerCase();
  if (['inbound', 'incoming', 'in'].includes(d)) return 'inbound';
  if (['outbound', 'outgoing', 'out'].includes(d)) return 'outbound';
  return 'unknown';
}

/** Seconds from a number, a digit string, or `mm:ss` / `hh:mm:ss`; anything else counts as 0. */
function seconds(v: ZoomCallLog['duration']): number {
  let n = 0;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim())) n = Number(v.trim());
  else if (typeof v === 'string' && /^\d{1,2}(:\d{2}){1,2}$/.test(v.trim()))
    n = v
      .trim()
      .split(':')
      .reduce((acc, part) => acc * 60 + Number(part), 0);
  return Math.min(Math.max(Math.round(n), 0), MAX_DURATION_SECONDS);
}

/** An ISO text or an epoch (seconds or milliseconds); a value that does not parse falls back to the report time. */
function instant(v: ZoomCallLog['dateTime'], now: Date): Date {
  if (v === undefined) return now;
  const ms = typeof v === 'number' ? (v < 1e12 ? v * 1000 : v) : Date.parse(v);
  return Number.isFinite(ms) ? new Date(ms) : now;
}

/** Maps a Zoom Phone call-log event to a communication log row, tolerating the variations seen in the field. */
export function parseZoomCall(data: ZoomCallLog, now = new Date()): ParsedCall {
  const from = party(data.caller);
  const to = party(data.callee);
  const json = JSON.stringify(data);
  return {
    externalId: String(data.callLogId ?? data.callId),
    direction: direction(data.direction),
    fromNumber: from.number,
    fromName: from.name,
    toNumber: to.number,
    toName: to.name,
    startedAt: instant(data.dateTime, now),
    durationSeconds: seconds(data.duration),
    result: (data.result ?? '').trim().slice(0, 200),
    payload: json.length <= MAX_PAYLOAD_CHARS ? (JSON.parse(json) as Record<string, unknown>) : null,
  };
}
