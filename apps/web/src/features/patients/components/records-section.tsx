import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { recordsQueryOptions, type PatientRecords } from '../api/list-records';
import type { PatientSide, RecordKind } from '../api/side';
import { RecordCard, type RecordDefinition } from './record-card';

export interface RecordsSectionProps<K extends RecordKind, V extends Record<string, unknown>> {
  side: PatientSide;
  patientId: number;
  definition: RecordDefinition<K, V>;
  heading: string;
  /** Which of the kind's records this section shows (e.g. primary insurances only). */
  filter?: (record: PatientRecords[K]) => boolean;
  initial?: Partial<V>;
  canDelete?: boolean;
  emptyText: string;
  addLabel: string;
  badges?: (record: PatientRecords[K]) => ReactNode;
}

/** A heading, the records of one kind as cards, and an add button that opens a new card in edit mode. */
export function RecordsSection<K extends RecordKind, V extends Record<string, unknown>>({
  side,
  patientId,
  definition,
  heading,
  filter,
  initial,
  canDelete,
  emptyText,
  addLabel,
  badges,
}: RecordsSectionProps<K, V>) {
  const records = useQuery(recordsQueryOptions(side, patientId, definition.kind));
  const [adding, setAdding] = useState(false);
  const shown = (records.data ?? []).filter((r) => !filter || filter(r));

  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {heading}
        </Title>
        <Button size="xs" variant="light" leftSection={<PlusIcon />} onClick={() => setAdding(true)} disabled={adding}>
          {addLabel}
        </Button>
      </Group>
      {records.isPending ? (
        <Loader size="sm" aria-label={`Loading ${heading.toLowerCase()}`} />
      ) : records.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(records.error)}
        </Alert>
      ) : (
        shown.length === 0 &&
        !adding && (
          <Text c="dimmed" fz="sm">
            {emptyText}
          </Text>
        )
      )}
      {adding && (
        <RecordCard
          side={side}
          patientId={patientId}
          definition={definition}
          record={null}
          initial={initial}
          onClosed={() => setAdding(false)}
        />
      )}
      {shown.map((record) => (
        <RecordCard
          key={record.id}
          side={side}
          patientId={patientId}
          definition={definition}
          record={record}
          canDelete={canDelete}
          badges={badges?.(record)}
        />
      ))}
    </Stack>
  );
}
