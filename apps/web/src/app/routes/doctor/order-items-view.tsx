import { useParams } from 'react-router';
import { DoctorItemsTab, type ItemsView } from '../../../features/orders';
import { routeId } from '../../router/route-id';
import { DOCTOR_ITEMS_VIEWS, OrderTabPage } from '../order-tab-page';

/** One sub-view of the doctor's items tab; catalogue levels read `{id}` and `{cat_id}` from the URL. */
export function DoctorItemsPage({ view }: { view: ItemsView }) {
  const { id, cat_id: subId } = useParams();
  return (
    <OrderTabPage side="doctor" tab="items">
      {(order) => (
        <DoctorItemsTab
          order={order}
          view={view}
          views={DOCTOR_ITEMS_VIEWS}
          categoryId={id === undefined ? undefined : routeId(id)}
          subcategoryId={subId === undefined ? undefined : routeId(subId)}
        />
      )}
    </OrderTabPage>
  );
}
