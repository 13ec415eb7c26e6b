import { useNavigate } from 'react-router';
import type { CreateWarehouseBody, Warehouse } from '@dme/contract';
import { RecordTab } from '../../../components/record-tab';
import { notify } from '../../../lib/notify';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useUpdateWarehouse } from '../api/update-warehouse';
import { warehousesListHref } from '../routes';
import { WarehouseForm } from './warehouse-form';

/** The warehouse's fields to change, and its removal (refused by the server while open orders ship from it). */
export function WarehouseGeneralTab({ warehouse }: { warehouse: Warehouse }) {
  const navigate = useNavigate();
  const update = useUpdateWarehouse(warehouse.id);
  const remove = useDeleteWarehouse();

  const save = async (body: CreateWarehouseBody) => {
    await update.mutateAsync(body);
    notify.success('The warehouse was saved');
  };

  return (
    <RecordTab
      noun="warehouse"
      name={warehouse.name}
      onDelete={() => remove.mutateAsync(warehouse.id)}
      deleting={remove.isPending}
      onDeleted={() => void navigate(warehousesListHref(), { replace: true })}
    >
      {(deleteButton) => (
        <WarehouseForm
          warehouse={warehouse}
          label="Warehouse"
          submitLabel="Save changes"
          onSubmit={save}
          pending={update.isPending}
          actions={deleteButton}
        />
      )}
    </RecordTab>
  );
}
