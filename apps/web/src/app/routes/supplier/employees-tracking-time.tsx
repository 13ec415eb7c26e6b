import { TrackingShowPage } from './employees-tracking-tabs';

/** `supplier.employees.tracking.show.time`. */
export default function SupplierEmployeeTrackingTimePage() {
  return <TrackingShowPage tab="time" />;
}
