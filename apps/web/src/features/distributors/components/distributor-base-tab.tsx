import { useNavigate } from 'react-router';
import type { CreateDistributorBody, Distributor } from '@dme/contract';
import { RecordTab } from '../../../components/record-tab';
import { notify } from '../../../lib/notify';
import { useDeleteDistributor } from '../api/delete-distributor';
import { useUpdateDistributor } from '../api/update-distributor';
import { distributorsListHref } from '../routes';
import { DistributorForm } from './distributor-form';

/** The distributor's fields to change, and its removal (refused by the server while its orders are open). */
export function DistributorBaseTab({ distributor }: { distributor: Distributor }) {
  const navigate = useNavigate();
  const update = useUpdateDistributor(distributor.id);
  const remove = useDeleteDistributor();

  const save = async (body: CreateDistributorBody) => {
    await update.mutateAsync(body);
    notify.success('The distributor was saved');
  };

  return (
    <RecordTab
      noun="distributor"
      name={distributor.name}
      onDelete={() => remove.mutateAsync(distributor.id)}
      deleting={remove.isPending}
      onDeleted={() => void navigate(distributorsListHref(), { replace: true })}
    >
      {(deleteButton) => (
        <DistributorForm
          distributor={distributor}
          label="Distributor"
          submitLabel="Save changes"
          onSubmit={save}
          pending={update.isPending}
          actions={deleteButton}
        />
      )}
    </RecordTab>
  );
}
