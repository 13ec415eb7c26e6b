import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, FileInput, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DOCUMENT_WARNING_DAYS, EMPLOYEE_DOCUMENT_KINDS, formatDate, type EmployeeDetail, type EmployeeDocument, type EmployeeDocumentFields } from '@dme/contract';
import { useConfirm } from '../../../components';
import { openBlobInTab } from '../../../lib/blob-file';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { splitServerErrors } from '../../auth';
import { documentsQueryOptions, fetchDocumentFile, useDeleteDocument, useUploadDocument } from '../api/documents';
import { DOCUMENT_KIND_LABELS } from './format';

export function LapseBadge({ doc }: { doc: Pick<EmployeeDocument, 'warning' | 'days_left'> }) {
  if (doc.warning === 'expired') return <Badge color="red" variant="filled" tt="none">Expired</Badge>;
  if (doc.warning === 'soon') return <Badge color="orange" variant="light" tt="none">Lapses in {doc.days_left} day{doc.days_left === 1 ? '' : 's'}</Badge>;
  return null;
}

const UPLOAD_FIELDS = ['kind', 'title', 'number', 'expires_on', 'file'] as const;

function UploadForm({ employeeId }: { employeeId: number }) {
  const [fields, setFields] = useState<EmployeeDocumentFields>({ kind: 'licence', title: '', number: '', expires_on: undefined });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<(typeof UPLOAD_FIELDS)[number], string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const upload = useUploadDocument(employeeId);
  const submit = async () => {
    setFormError(null);
    if (!file) return setErrors({ file: 'Choose the file.' });
    if (!fields.title.trim()) return setErrors({ title: 'The title field is required.' });
    try {
      await upload.mutateAsync({ file, fields });
      notify.success('Document uploaded');
      setFields({ kind: fields.kind, title: '', number: '', expires_on: undefined });
      setFile(null);
      setErrors({});
    } catch (error) {
      const split = splitServerErrors(error, UPLOAD_FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Add a licence or certification
        </Title>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select label="Kind" data={EMPLOYEE_DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k]! }))} value={fields.kind} allowDeselect={false} onChange={(v) => setFields((f) => ({ ...f, kind: (v ?? 'licence') as EmployeeDocumentFields['kind'] }))} error={errors.kind} />
          <TextInput label="Title" required value={fields.title} onChange={(e) => setFields((f) => ({ ...f, title: e.currentTarget.value }))} error={errors.title} />
          <TextInput label="Number" value={fields.number ?? ''} onChange={(e) => setFields((f) => ({ ...f, number: e.currentTarget.value }))} error={errors.number} />
          <TextInput label="Expires on" type="date" value={fields.expires_on ?? ''} onChange={(e) => setFields((f) => ({ ...f, expires_on: e.currentTarget.value || undefined }))} error={errors.expires_on} />
          <FileInput label="File (PDF or image)" required accept="application/pdf,image/*" value={file} onChange={setFile} error={errors.file} clearable />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Licences and certifications with their expiry; those lapsing within the warning window are flagged. */
export function DocumentsTab({ employee }: { employee: EmployeeDetail }) {
  const docs = useQuery(documentsQueryOptions(employee.id));
  const remove = useDeleteDocument(employee.id);
  const confirm = useConfirm();
  const onDelete = async (d: EmployeeDocument) => {
    if (!(await confirm({ title: 'Delete this document?', text: `${d.title} will be removed from ${employee.name}'s documents.`, confirmLabel: 'Delete', color: 'red' }))) return;
    remove.mutate(d.id, { onSuccess: () => notify.success('Document deleted') });
  };
  let list;
  if (docs.isError)
    list = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(docs.error)}
      </Alert>
    );
  else if (!docs.data) list = <Loader size="sm" aria-label="Loading the documents" />;
  else if (docs.data.length === 0) list = <Text c="dimmed">No documents yet.</Text>;
  else
    list = (
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Documents" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Number</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.data.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {d.title}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {d.original_name}
                  </Text>
                </Table.Td>
                <Table.Td>{DOCUMENT_KIND_LABELS[d.kind]}</Table.Td>
                <Table.Td>{d.number || '—'}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text fz="sm">{formatDate(d.expires_on) || 'No expiry'}</Text>
                    <LapseBadge doc={d} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button variant="subtle" size="xs" onClick={() => void openBlobInTab(() => fetchDocumentFile(employee.id, d.id), d.mime).catch((e: unknown) => notify.error(formErrorText(e)))}>
                      Open
                    </Button>
                    <Button variant="subtle" color="red" size="xs" onClick={() => void onDelete(d)}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        Documents are flagged {DOCUMENT_WARNING_DAYS} days before they lapse.
      </Text>
      {list}
      <UploadForm employeeId={employee.id} />
    </Stack>
  );
}
