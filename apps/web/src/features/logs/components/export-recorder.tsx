import { useEffect } from 'react';
import { onTableExport } from '../../../components';
import { recordExport } from '../api/record-export';

/**
 * Records each CSV export made in the browser on the company's activity log (which table, how many rows). A failed
 * record does not undo the download; the server-built exports (the activity log's own) are logged by the server.
 */
export function ExportRecorder() {
  useEffect(() => onTableExport((event) => void recordExport(event).catch(() => undefined)), []);
  return null;
}
