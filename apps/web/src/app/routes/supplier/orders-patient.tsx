import { PatientOrdersPage } from '../patient-orders-page';

/** `supplier.patients.show.orders`: the patient's orders. */
export default function SupplierPatientOrdersPage() {
  return <PatientOrdersPage side="supplier" />;
}
