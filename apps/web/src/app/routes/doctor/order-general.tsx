import { GeneralTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function DoctorOrderGeneralPage() {
  return (
    <OrderTabPage side="doctor" tab="general">
      {(order) => <GeneralTab side="doctor" order={order} />}
    </OrderTabPage>
  );
}
