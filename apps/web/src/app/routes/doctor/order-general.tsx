import { GeneralTab } from '../../../features/orders';
import { OrderTabPage } from '../orders-page';

export default function DoctorOrderGeneralPage() {
  return (
    <OrderTabPage side="doctor" tab="general">
      {(order) => <GeneralTab side="doctor" order={order} />}
    </OrderTabPage>
  );
}
