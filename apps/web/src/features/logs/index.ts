// Public surface of the logs feature: the company's activity log (audit trail), the communication log, and the
// recorder that puts the browser's table exports on the activity log.
export { ActivityLog } from './components/activity-log';
export { CommunicationLogList } from './components/communication-log';
export { LogsPage } from './components/logs-page';
export { ExportRecorder } from './components/export-recorder';
export { logsKeys } from './api/keys';
