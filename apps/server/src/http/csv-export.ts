import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CSV_EXPORT_MAX_ROWS, csvExportWriter, listQuery, type CsvExportColumn, type EndpointDeclaration } from '@dme/contract';
import { recordExport } from '../modules/activity-log/activity-log.service';
import type { AppContext } from '../app-context';
import type { Actor } from './actor';
import { fieldError, forbidden } from '../lib/app-error';
import { RawJson } from '../lib/raw-json';

/** Rows asked of the list's own handler per round: larger than a screen's page, small enough to stream steadily. */
export const CSV_EXPORT_PAGE = 500;

type ExportQuery = Record<string, unknown> & {
  format?: 'csv';
  columns?: CsvExportColumn[];
  export_title?: string;
  export_time_zone?: string;
};

interface PageAnswer {
  data: unknown[];
}

/** A list endpoint: it answers `pageOf(...)` and its query is built on `listQuery`, so it takes the export's fields. */
export function isCsvExportable(e: EndpointDeclaration): boolean {
  const response = e.response;
  const query = e.query;
  if (!(response instanceof z.ZodObject) || !(query instanceof z.ZodObject)) return false;
  const { data, meta } = response.shape as Record<string, unknown>;
  return data instanceof z.ZodArray && meta instanceof z.ZodObject && (query.shape as Record<string, unknown>).columns === listQuery.shape.columns;
}

/** True when the caller asked a list for CSV (`format=csv`, or only `text/csv` in Accept) instead of a page. */
export const wantsCsv = (query: unknown, accept: string | undefined): boolean =>
  (query as ExportQuery | undefined)?.format === 'csv' || /^text\/csv\b/i.test(accept ?? '');

const lastSegment = (path: string): string =>
  path
    .split('/')
    .filter((s) => s && !s.startsWith('{'))
    .at(-1) ?? 'export';

/** Today in the caller's zone (the file name's date), as YYYY-MM-DD. */
const today = (timeZone: string | undefined): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export interface CsvExportInput {
  endpoint: EndpointDeclaration;
  app: AppContext;
  actor: Actor | null;
  query: unknown;
  reply: FastifyReply;
  /** One page of the list, through the endpoint's own handler (the caller's scope, filters and sort). */
  page: (query: Record<string, unknown>) => Promise<unknown>;
}

async function rowsOf(page: CsvExportInput['page'], query: Record<string, unknown>): Promise<unknown[]> {
  const answer = await page(query);
  const parsed = (answer instanceof RawJson ? JSON.parse(answer.text) : answer) as PageAnswer | undefined;
  if (!parsed || !Array.isArray(parsed.data)) throw new Error('A list handler answered no page.');
  return parsed.data;
}

/**
 * Streams a list as CSV in one call (issue 14): the list's own handler runs page after page, with the caller's
 * access, scope, filters and sort, and each page is written as it comes, so neither the server nor the browser holds
 * the whole result. Formula-leading text is neutralised (contract's csv.ts); at most `CSV_EXPORT_MAX_ROWS` rows; one
 * entry on the activity log per export, with the rows sent.
 */
export async function streamCsvExport({ endpoint, app, actor, query, reply, page }: CsvExportInput): Promise<FastifyReply> {
  if (!actor) throw forbidden();
  const { format: _format, columns, export_title, export_time_zone: timeZone, ...filters } = query as ExportQuery;
  if (!columns) throw fieldError('columns', 'Choose the columns to export.');
  const { header, line } = csvExportWriter(columns, timeZone);
  const pageAt = (n: number) => rowsOf(page, { ...filters, page: n, rowsPerPage: CSV_EXPORT_PAGE });
  // The first page before any byte is sent: an error of the list (a filter it refuses) still answers as JSON.
  const first = await pageAt(1);
  const name = lastSegment(endpoint.path);

  async function* lines(): AsyncGenerator<string> {
    let sent = 0;
    try {
      yield `\uFEFF${header}\r\n`;
      let rows = first;
      for (let n = 1; ; ) {
        const kept = rows.slice(0, CSV_EXPORT_MAX_ROWS - sent);
        if (kept.length) yield kept.map((row) => `${line(row)}\r\n`).join('');
        sent += kept.length;
        if (rows.length < CSV_EXPORT_PAGE || sent >= CSV_EXPORT_MAX_ROWS) break;
        n += 1;
        rows = await pageAt(n);
      }
    } finally {
      // Also when the download is cut short: the rows that left the server are on the log.
      await recordExport(app.db, actor!, { table: export_title || name, rows: sent });
    }
  }

  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}-${today(timeZone)}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(Readable.from(lines()));
}
