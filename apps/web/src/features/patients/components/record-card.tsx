import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Card, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useDeleteRecord } from '../api/delete-record';
import type { PatientRecords } from '../api/list-records';
import { useSaveRecord, type RecordInput } from '../api/save-record';
import type { PatientSide, RecordKind } from '../api/side';
import { useFormValues, type FormState } from './use-form-values';

/** How one kind of record is shown, edited and sent. */
export interface RecordDefinition<K extends RecordKind, V extends object> {
  kind: K;
  /** "address", "contact" ... for buttons and messages. */
  noun: string;
  empty: V;
  valuesOf: (record: PatientRecords[K]) => V;
  bodyOf: (values: V) => RecordInput;
  /** The card's title, also its accessible name. */
  title: (record: PatientRecords[K]) => string;
  view: (record: PatientRecords[K]) => ReactNode;
  fields: (form: FormState<V>) => ReactNode;
}

export interface RecordCardProps<K extends RecordKind, V extends object> {
  side: PatientSide;
  patientId: number;
  definition: RecordDefinition<K, V>;
  /** null: a new record, shown in edit mode until saved or cancelled. */
  record: PatientRecords[K] | null;
  /** Values a new record starts from (e.g. the insurance type of the section). */
  initial?: Partial<V>;
  /** A new record's card is done (saved or cancelled): the card leaves edit mode. */
  onClosed?: () => void;
  canDelete?: boolean;
  /** Extra text under the title (view mode). */
  badges?: ReactNode;
}

/** One record of a patient as a card: view, 'Edit Info' to its form, delete after a confirmation. */
export function RecordCard<K extends RecordKind, V extends object>({
  side,
  patientId,
  definition,
  record,
  initial,
  onClosed,
  canDelete = true,
  badges,
}: RecordCardProps<K, V>) {
  const confirm = useConfirm();
  const save = useSaveRecord(side, patientId, definition.kind);
  const remove = useDeleteRecord(side, patientId, definition.kind);
  const startValues = () => (record ? definition.valuesOf(record) : { ...definition.empty, ...initial });
  const form = useFormValues<V>(startValues);

  const submit = async () => {
    form.clearErrors();
    try {
      await save.mutateAsync({ id: record?.id ?? null, body: definition.bodyOf(form.values) });
      notify.success(record ? `The ${definition.noun} was saved` : `The ${definition.noun} was added`);
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  };

  const deleteRecord = async () => {
    if (!record) return;
    const answer = await confirm({
      item_data: record,
      text: (
        <>
          Delete the {definition.noun} “{definition.title(record)}”?
        </>
      ),
      confirmLabel: 'Delete',
      color: 'red',
    });
    if (!answer) return;
    await remove.mutateAsync(record.id);
    notify.success(`The ${definition.noun} was deleted`);
  };

  const editContent = (
    <Stack gap="sm">
      {definition.fields(form)}
      {form.formError && (
        <Text role="alert" c="red" fz="sm">
          {form.formError}
        </Text>
      )}
    </Stack>
  );

  return (
    <Card
      title={record ? definition.title(record) : `New ${definition.noun}`}
      editing={record ? undefined : true}
      onEditingChange={record ? undefined : (editing) => !editing && onClosed?.()}
      onEdit={() => form.reset(startValues())}
      onCancel={() => form.clearErrors()}
      onSave={submit}
      saveLabel={record ? undefined : `Add ${definition.noun}`}
      editContent={editContent}
      actions={
        canDelete && record ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => void deleteRecord().catch(() => undefined)}
            aria-label={`Delete ${definition.noun}`}
          >
            Delete
          </Button>
        ) : undefined
      }
    >
      {record && (
        <Stack gap="xs">
          {badges}
          {definition.view(record)}
        </Stack>
      )}
    </Card>
  );
}
