import { CartPage } from '../../../features/patient-catalog';

export default function PatientCartRoute() {
  return <CartPage />;
}
