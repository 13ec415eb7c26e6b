import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REQUESTABLE_DOCUMENT_TYPES, type DocumentRequest, type MediaType } from '@dme/contract';
import { MaskedInput, Select, Textarea, useConfirm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { splitServerErrors, type FieldErrors } from '../../auth';
import {
  documentRequestsQueryOptions,
  useCancelDocumentRequest,
  useCreateDocumentRequest,
  type NewRequest,
} from '../api/document-requests';
import { DOCUMENT_TYPE_OPTIONS, documentTypeTitle } from './document-types';
import { RequestItem } from './request-item';

type Field = 'type' | 'message' | 'due_date';
const FIELDS: readonly Field[] = ['type', 'message', 'due_date'];
const TYPE_OPTIONS = DOCUMENT_TYPE_OPTIONS.filter((o) => (REQUESTABLE_DOCUMENT_TYPES as readonly string[]).includes(o.id));

/** The supplier asks the practice for a document of the order (or for the F2F note), and withdraws a pending ask. */
export function SupplierRequests({ orderId, mayEdit }: { orderId: number; mayEdit: boolean }) {
  const requests = useQuery(documentRequestsQueryOptions('supplier', orderId));
  const create = useCreateDocumentRequest(orderId);
  const cancel = useCancelDocumentRequest(orderId);
  const confirm = useConfirm();
  const [type, setType] = useState<MediaType | null>(null);
  const [message, setMessage] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const send = async (request: NewRequest) => {
    setErrors({});
    setFormError(null);
    try {
      const made = await create.mutateAsync(request);
      notify.success(`The ${documentTypeTitle(made.type)} was requested from the practice`);
      setType(null);
      setMessage('');
      setDueDate('');
    } catch (error) {
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };
  const extras = () => ({ ...(message.trim() ? { message: message.trim() } : {}), ...(dueDate ? { due_date: dueDate } : {}) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!type) return setErrors({ type: 'Choose the document to ask for.' });
    void send({ kind: 'document', type, ...extras() });
  };
  const withdraw = async (request: DocumentRequest) => {
    const confirmed = await confirm({ item_data: request, text: `Cancel the request for the ${documentTypeTitle(request.type)}?` });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(request.id);
      notify.success('The request was cancelled');
    } catch (error) {
      notify.error(formErrorText(error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Document requests">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Document requests
        </Title>
        {mayEdit && (
          <form onSubmit={submit} noValidate aria-label="Request a document">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
                <Select
                  label="Document"
                  required
                  placeholder="Choose a type"
                  searchable
                  options={TYPE_OPTIONS}
                  value={type}
                  onChange={(id) => {
                    setType(id === null ? null : (String(id) as MediaType));
                    setErrors((e) => ({ ...e, type: undefined }));
                  }}
                  error={errors.type}
                />
                <MaskedInput mask="date" label="Due date" value={dueDate} onChange={setDueDate} error={errors.due_date} />
                <Textarea
                  label="Message to the practice"
                  rows={1}
                  value={message}
                  onChange={(e) => setMessage(e.currentTarget.value)}
                  error={errors.message}
                />
              </SimpleGrid>
              {formError && (
                <Text role="alert" c="red" fz="sm">
                  {formError}
                </Text>
              )}
              <Group gap="xs" justify="flex-end">
                <Button variant="default" onClick={() => void send({ kind: 'f2f', ...extras() })} loading={create.isPending}>
                  Request F2F note
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Send request
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {requests.isPending ? (
          <Loader size="sm" aria-label="Loading the requests" />
        ) : requests.isError ? (
          <Alert color="red" variant="light" role="alert">
            {formErrorText(requests.error)}
          </Alert>
        ) : requests.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No documents were requested for this order.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Requests">
            {requests.data.map((r) => (
              <RequestItem
                key={r.id}
                side="supplier"
                request={r}
                actions={
                  mayEdit &&
                  r.status === 'pending' && (
                    <Button size="compact-sm" variant="subtle" color="red" onClick={() => void withdraw(r)}>
                      Cancel request
                    </Button>
                  )
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
