import { useParams } from 'react-router';
import { PatientOrders, type OrderSide } from '../../features/orders';
import { PATIENT_TABS, PatientShell, patientTabRoute } from '../../features/patients';
import { isImplementedRoute } from '../implemented-routes';
import { routeId } from '../router/route-id';
import { useMayCreateOrders } from './order-page-parts';

/** The orders tab of a patient screen (`{side}.patients.show.orders`). */
export function PatientOrdersPage({ side }: { side: OrderSide }) {
  const { patientId } = useParams();
  const mayCreate = useMayCreateOrders() && isImplementedRoute('orders.create');
  const tabs = PATIENT_TABS.filter((t) => isImplementedRoute(patientTabRoute(side, t.tab)));
  return (
    <PatientShell side={side} patientId={routeId(patientId)} tabs={tabs} active="orders">
      {(patient) => <PatientOrders key={patient.id} side={side} patientId={patient.id} canCreate={mayCreate} />}
    </PatientShell>
  );
}
