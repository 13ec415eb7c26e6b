import { PageFrame } from '../../../components/page-frame';
import { SuppliersList } from './suppliers-list';

/** `doctor.suppliers.list`: the practice's suppliers. */
export function SuppliersPage() {
  return (
    <PageFrame title="Suppliers">
      <SuppliersList />
    </PageFrame>
  );
}
