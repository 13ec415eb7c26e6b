import { TagFilter, useTagFilter } from '../../../features/settings';
import { PatientsListPage } from '../patients-list-page';

/** `supplier.patients.list`, filterable by the company's tags (`?tag=ID`). */
export default function SupplierPatientsListPage() {
  const [tagId, setTagId] = useTagFilter();
  return <PatientsListPage side="supplier" tagId={tagId} toolbar={<TagFilter value={tagId} onChange={setTagId} />} />;
}
