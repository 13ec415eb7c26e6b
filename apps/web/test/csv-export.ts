import { csvExportColumns, csvExportWriter } from '@dme/contract';
import { http } from '../src/lib/http';

/**
 * Answers the list exports (`format=csv`) of a test the way the server does (contract's `csvExportWriter` over the
 * given rows, the columns the page asked for), on top of the fake server (install this after `installFakeServer`).
 * The requests are kept to check that one call carried the screen's filters.
 */
export function answerCsvExports(rows: readonly unknown[]) {
  const inner = http.defaults.adapter;
  const requests: URL[] = [];
  http.defaults.adapter = async (config) => {
    const uri = new URL(http.getUri(config), window.location.origin);
    if (uri.searchParams.get('format') !== 'csv') return inner(config);
    requests.push(uri);
    const columns = csvExportColumns.parse(JSON.parse(uri.searchParams.get('columns') ?? '[]'));
    const { header, line } = csvExportWriter(columns, uri.searchParams.get('export_time_zone') ?? undefined);
    const csv = `\uFEFF${[header, ...rows.map(line)].join('\r\n')}\r\n`;
    return { data: new Blob([csv], { type: 'text/csv' }), status: 200, headers: new Headers(), config };
  };
  return { requests, restore: () => void (http.defaults.adapter = inner) };
}

/** The lines of a downloaded CSV, without the byte-order mark and the last line ending. */
export const csvLines = async (blob: Blob): Promise<string[]> => (await blob.text()).replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n');
