import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { SubordersList } from './suborders-list';

// Apart from the suborder's screen (suborder-pages.tsx): the list's route chunk leaves out the tabs' forms.
/** `supplier.shipping.list.status`: the company's shipments by status. */
export function ShippingListPage() {
  const { status } = useParams();
  return (
    <PageFrame
      title="Shipping"
      description="The suborders (shipments) of the orders ready for service: by driver, by courier or picked up in store."
    >
      <SubordersList routeStatus={status ?? 'all'} />
    </PageFrame>
  );
}
