import { TrackingShowPage } from './employees-tracking-tabs';

/** `supplier.employees.tracking.show.action`. */
export default function SupplierEmployeeTrackingActionPage() {
  return <TrackingShowPage tab="action" />;
}
