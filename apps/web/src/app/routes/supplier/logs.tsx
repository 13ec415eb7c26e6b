import { ActivityLog, LogsPage } from '../../../features/logs';

/** `supplier.logs`: the company's activity log (needs `logs`). */
export default function SupplierLogsPage() {
  return (
    <LogsPage tab="activity" intro="Every change, sign-in, export and read of a patient's record in the company, with who did it, when and from where.">
      <ActivityLog />
    </LogsPage>
  );
}
