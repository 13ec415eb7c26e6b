import { exportActivityLog, type ActivityLogFilters } from '@dme/contract';
import { saveBlob } from '../../../lib/blob-file';
import { call } from '../../../lib/http';

/**
 * `GET vendor/logs/activity/export`: the server builds the CSV and writes the export to the log in the same
 * request, so the log's own export is never missing from it.
 */
export async function downloadActivityCsv(filters: ActivityLogFilters): Promise<void> {
  const blob = (await call(exportActivityLog, { query: filters, responseType: 'blob', skipErrorAlert: true })) as unknown as Blob;
  saveBlob(blob, `activity-log-${filters.date_from ?? 'all'}-${filters.date_to ?? 'now'}.csv`);
}
