import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import type { CreateDistributorBody, Distributor } from '@dme/contract';
import { useConfirm } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useDeleteDistributor } from '../api/delete-distributor';
import { useUpdateDistributor } from '../api/update-distributor';
import { distributorsListHref } from '../routes';
import { DistributorForm } from './distributor-form';

/** The distributor's fields to change, and its removal (refused by the server while its orders are open). */
export function DistributorBaseTab({ distributor }: { distributor: Distributor }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const update = useUpdateDistributor(distributor.id);
  const remove = useDeleteDistributor();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const save = async (body: CreateDistributorBody) => {
    await update.mutateAsync(body);
    notify.success('The distributor was saved');
  };

  const deleteDistributor = async () => {
    setDeleteError(null);
    const answer = await confirm({ text: `Delete the distributor “${distributor.name}”?`, confirmLabel: 'Delete', color: 'red' });
    if (!answer) return;
    try {
      await remove.mutateAsync(distributor.id);
    } catch (error) {
      // A 409 says why (orders to it are still open); its message is the server's.
      setDeleteError(formErrorText(error));
      return;
    }
    notify.success(`${distributor.name} was deleted`);
    void navigate(distributorsListHref(), { replace: true });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        {deleteError && (
          <Alert
            color="red"
            variant="light"
            title="Could not delete the distributor"
            role="alert"
            withCloseButton
            onClose={() => setDeleteError(null)}
          >
            {deleteError}
          </Alert>
        )}
        <DistributorForm
          distributor={distributor}
          label="Distributor"
          submitLabel="Save changes"
          onSubmit={save}
          pending={update.isPending}
          actions={
            <Button
              variant="subtle"
              color="red"
              leftSection={<TrashIcon />}
              loading={remove.isPending}
              onClick={() => void deleteDistributor()}
            >
              Delete
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}
