import { PageFrame } from '../../../components/page-frame';
import { NewOrderMenu } from './new-order-menu';
import { DistributionOrdersList } from './orders-list';

// A module of its own: the list's route chunk leaves out the distributor and order screens and their forms (and zod).
/** `supplier.stock.distributors-orders.list`: every distribution order of the company. */
export function DistributionOrdersPage() {
  return (
    <PageFrame
      title="Distribution orders"
      description="What you buy from your distributors: to restock, or for a patient order."
      actions={<NewOrderMenu />}
    >
      <DistributionOrdersList />
    </PageFrame>
  );
}
