import { CommunicationLogList, LogsPage } from '../../../features/logs';

/** `supplier.logs.communication`: calls from the phone widget and mails sent (needs `logs`). */
export default function SupplierCommunicationLogsPage() {
  return (
    <LogsPage tab="communication" intro="Calls made and taken through the phone widget, and the mails the portal sent for the company.">
      <CommunicationLogList />
    </LogsPage>
  );
}
