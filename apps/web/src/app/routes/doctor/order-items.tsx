import { Navigate, useParams } from 'react-router';
import { itemsViewHref } from '../../../features/orders';
import { routeId } from '../../router/route-id';

/** The items tab opens its cart. */
export default function DoctorOrderItemsPage() {
  const { orderId } = useParams();
  return <Navigate to={itemsViewHref(routeId(orderId), 'cart')} replace />;
}
