import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import type { CreateWarehouseBody, Warehouse } from '@dme/contract';
import { useConfirm } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useUpdateWarehouse } from '../api/update-warehouse';
import { warehousesListHref } from '../routes';
import { WarehouseForm } from './warehouse-form';

/** The warehouse's fields to change, and its removal (refused by the server while open orders ship from it). */
export function WarehouseGeneralTab({ warehouse }: { warehouse: Warehouse }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const update = useUpdateWarehouse(warehouse.id);
  const remove = useDeleteWarehouse();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const save = async (body: CreateWarehouseBody) => {
    await update.mutateAsync(body);
    notify.success('The warehouse was saved');
  };

  const deleteWarehouse = async () => {
    setDeleteError(null);
    const answer = await confirm({ text: `Delete the warehouse “${warehouse.name}”?`, confirmLabel: 'Delete', color: 'red' });
    if (!answer) return;
    try {
      await remove.mutateAsync(warehouse.id);
    } catch (error) {
      // A 409 says why (open orders ship from it); its message is the server's.
      setDeleteError(formErrorText(error));
      return;
    }
    notify.success(`${warehouse.name} was deleted`);
    void navigate(warehousesListHref(), { replace: true });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        {deleteError && (
          <Alert
            color="red"
            variant="light"
            title="Could not delete the warehouse"
            role="alert"
            withCloseButton
            onClose={() => setDeleteError(null)}
          >
            {deleteError}
          </Alert>
        )}
        <WarehouseForm
          warehouse={warehouse}
          label="Warehouse"
          submitLabel="Save changes"
          onSubmit={save}
          pending={update.isPending}
          actions={
            <Button
              variant="subtle"
              color="red"
              leftSection={<TrashIcon />}
              loading={remove.isPending}
              onClick={() => void deleteWarehouse()}
            >
              Delete
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}
