import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsPresetsPage() {
  return <DoctorItemsPage view="presets" />;
}
