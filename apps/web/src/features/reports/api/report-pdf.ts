import { reportPdf, type ReportPdfQuery } from '@dme/contract';
import { openBlobInTab } from '../../../lib/blob-file';
import { call } from '../../../lib/http';

/** Opens a report as a PDF (`GET vendor/reports/pdf`) in a new tab, to print. */
export function openReportPdf(query: ReportPdfQuery): Promise<void> {
  return openBlobInTab(async () => (await call(reportPdf, { query, responseType: 'blob', skipErrorAlert: true })) as unknown as Blob, 'application/pdf');
}
