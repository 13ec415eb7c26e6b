import { recordTableExport, type TableExportBody } from '@dme/contract';
import { call } from '../../../lib/http';

/** `POST exports`: tells the activity log a table was exported in the browser (which one, how many rows). */
export async function recordExport(body: TableExportBody): Promise<void> {
  await call(recordTableExport, { body, skipErrorAlert: true });
}
