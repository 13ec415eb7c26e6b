import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Alert, Badge, Button, FileInput, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DOCUMENT_WARNING_DAYS, EMPLOYEE_DOCUMENT_KINDS, employeeDocumentFields, formatDate, MEDIA_MIME_TYPES, type EmployeeDetail, type EmployeeDocument, type EmployeeDocumentFields } from '@dme/contract';
import { UploadProgress, useAppForm, useConfirm, useUploadTracker } from '../../../components';
import { openBlobInTab } from '../../../lib/blob-file';
import { formErrorText, isCancel } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { documentsQueryOptions, fetchDocumentFile, useDeleteDocument, useUploadDocument } from '../api/documents';
import { DOCUMENT_KIND_LABELS } from './format';

const KIND_OPTIONS = EMPLOYEE_DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k]! }));

export function LapseBadge({ doc }: { doc: Pick<EmployeeDocument, 'warning' | 'days_left'> }) {
  if (doc.warning === 'expired') return <Badge color="red" variant="filled" tt="none">Expired</Badge>;
  if (doc.warning === 'soon') return <Badge color="orange" variant="light" tt="none">Lapses in {doc.days_left} day{doc.days_left === 1 ? '' : 's'}</Badge>;
  return null;
}

interface UploadValues extends Record<string, unknown> {
  kind: EmployeeDocumentFields['kind'];
  title: string;
  number: string;
  expires_on: string;
  file: File | null;
}
const EMPTY: UploadValues = { kind: 'licence', title: '', number: '', expires_on: '', file: null };
// The empty number and date of the form are "none" to the contract's optional fields.
const uploadSchema = z.preprocess(
  (v) => ({ ...(v as UploadValues), number: (v as UploadValues).number || undefined, expires_on: (v as UploadValues).expires_on || undefined }),
  employeeDocumentFields.extend({ file: z.instanceof(File, { error: 'Choose the file.' }) }),
);

function UploadForm({ employeeId }: { employeeId: number }) {
  const form = useAppForm<UploadValues>({ schema: uploadSchema, initialValues: EMPTY });
  const upload = useUploadDocument(employeeId);
  const sending = useUploadTracker();
  const submit = form.onSubmit(async ({ file, ...values }) => {
    if (!file) return;
    try {
      const fields: EmployeeDocumentFields = { kind: values.kind, title: values.title, number: values.number, expires_on: values.expires_on || undefined };
      await upload.mutateAsync({ file, fields, ...sending.start() });
      notify.success('Document uploaded');
      form.resetTo({ ...EMPTY, kind: values.kind });
    } catch (error) {
      if (!isCancel(error)) form.fail(error);
    } finally {
      sending.stop();
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label="Add a document">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Add a licence or certification
        </Title>
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <TextInput label="Number" {...form.getInputProps('number')} />
          <TextInput label="Expires on" type="date" {...form.getInputProps('expires_on')} />
          <FileInput label="File (PDF or image)" required accept={MEDIA_MIME_TYPES.join(',')} clearable disabled={sending.progress !== null} {...form.getInputProps('file')} />
        </SimpleGrid>
        {sending.progress && <UploadProgress progress={sending.progress} onCancel={sending.cancel} />}
        <Group justify="flex-end">
          <Button type="submit" loading={sending.progress !== null}>
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
