import { useState, type ReactNode } from 'react';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { formErrorText } from '../../lib/http-error';
import { notify } from '../../lib/notify';
import { useConfirm } from '../confirm-dialog';
import { TrashIcon } from '../icons';

export interface RecordTabProps {
  /** What the record is, in lower case: "warehouse", "distributor". */
  noun: string;
  /** The record's name, in the question and the notice. */
  name: string;
  /** Deletes the record; a refusal (409: still in use) is shown with the server's words above the form. */
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  /** After the record is gone: where to go. */
  onDeleted: () => void;
  /** The record's form, given the Delete button to place beside its submit button. */
  children: (deleteButton: ReactNode) => ReactNode;
}

/** A record's main tab: its form in a frame, with a Delete button that asks first and says why a refusal was. */
export function RecordTab({ noun, name, onDelete, deleting, onDeleted, children }: RecordTabProps) {
  const confirm = useConfirm();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async () => {
    setDeleteError(null);
    const answer = await confirm({ text: `Delete the ${noun} “${name}”?`, confirmLabel: 'Delete', color: 'red' });
    if (!answer) return;
    try {
      await onDelete();
    } catch (error) {
      setDeleteError(formErrorText(error));
      return;
    }
    notify.success(`${name} was deleted`);
    onDeleted();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        {deleteError && (
          <Alert
            color="red"
            variant="light"
            title={`Could not delete the ${noun}`}
            role="alert"
            withCloseButton
            onClose={() => setDeleteError(null)}
          >
            {deleteError}
          </Alert>
        )}
        {children(
          <Button variant="subtle" color="red" leftSection={<TrashIcon />} loading={deleting} onClick={() => void remove()}>
            Delete
          </Button>,
        )}
      </Stack>
    </Paper>
  );
}
