import { useMemo, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { Card, cardSave, useAppForm, useConfirm, type AppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useDeleteRecord } from '../api/delete-record';
import type { PatientRecords } from '../api/list-records';
import { useSaveRecord, type RecordInput } from '../api/save-record';
import type { PatientSide, RecordKind } from '../api/side';
import { patientAccidentBody, patientAddressBody, patientContactBody, patientHistoryBody, patientInsuranceBody } from '@dme/contract';

/**
 * Each record's body schema by name: the web build keeps only method, path and access of a declaration
 * (build/contract-for-web.ts), so a form imports the schema it validates with rather than reading `call.body`.
 */
const RECORD_BODIES = {
  addresses: patientAddressBody,
  contacts: patientContactBody,
  insurances: patientInsuranceBody,
  history: patientHistoryBody,
  accidents: patientAccidentBody,
} satisfies Record<RecordKind, z.ZodObject>;

/** How one kind of record is shown, edited and sent. */
export interface RecordDefinition<K extends RecordKind, V extends Record<string, unknown>> {
  kind: K;
  /** "address", "contact" ... for buttons and messages. */
  noun: string;
  empty: V;
  valuesOf: (record: PatientRecords[K]) => V;
  bodyOf: (values: V) => RecordInput;
  /** The card's title, also its accessible name. */
  title: (record: PatientRecords[K]) => string;
  view: (record: PatientRecords[K]) => ReactNode;
  fields: (form: AppForm<V>) => ReactNode;
}

export interface RecordCardProps<K extends RecordKind, V extends Record<string, unknown>> {
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
export function RecordCard<K extends RecordKind, V extends Record<string, unknown>>({
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
  // Checked as the body it sends, by the contract's schema of the call (the server's rules and words).
  const body = RECORD_BODIES[definition.kind];
  const schema = useMemo(() => z.preprocess((values) => definition.bodyOf(values as V), record ? body.partial() : body), [body, record, definition]);
  const form = useAppForm<V>({ initialValues: startValues(), schema });

  const submit = cardSave(
    form,
    (values) => save.mutateAsync({ id: record?.id ?? null, body: definition.bodyOf(values) }),
    () => notify.success(record ? `The ${definition.noun} was saved` : `The ${definition.noun} was added`),
  );

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
      onEdit={() => form.resetTo(startValues())}
      onCancel={() => form.resetTo(startValues())}
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
