import { schemaResolver } from '@mantine/form';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createDocumentRequestBody, f2fRequestBody, REQUESTABLE_DOCUMENT_TYPES, type DocumentRequest } from '@dme/contract';
import { FormErrorText, MaskedInput, Select, Textarea, useAppForm, useConfirm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import {
  documentRequestsQueryOptions,
  useCancelDocumentRequest,
  useCreateDocumentRequest,
} from '../api/document-requests';
import { DOCUMENT_TYPE_OPTIONS, documentTypeTitle } from './document-types';
import { RequestItem } from './request-item';

/** What is typed, by the contract's rules: an empty message or date is none. */
const orNone = (text: string) => text.trim() || undefined;
const f2fForm = z.object({
  message: z.string().transform(orNone).pipe(f2fRequestBody.shape.message),
  due_date: z.string().transform(orNone).pipe(f2fRequestBody.shape.due_date),
});
const documentForm = f2fForm.extend({
  type: z
    .string({ error: 'Choose the document to ask for.' })
    .nullable()
    .refine((type) => type !== null, 'Choose the document to ask for.')
    .pipe(createDocumentRequestBody.shape.type),
});
const checkF2f = schemaResolver(f2fForm, { sync: true });
/** The optional parts as typed (the server reads the date as the person wrote it). */
const extras = ({ message, due_date }: { message: string; due_date: string }) => ({
  ...(message.trim() ? { message: message.trim() } : {}),
  ...(due_date ? { due_date } : {}),
});
const EMPTY: { type: string | null; message: string; due_date: string } = { type: null, message: '', due_date: '' };
const TYPE_OPTIONS = DOCUMENT_TYPE_OPTIONS.filter((o) => (REQUESTABLE_DOCUMENT_TYPES as readonly string[]).includes(o.id));

/** The supplier asks the practice for a document of the order (or for the F2F note), and withdraws a pending ask. */
export function SupplierRequests({ orderId, mayEdit }: { orderId: number; mayEdit: boolean }) {
  const requests = useQuery(documentRequestsQueryOptions('supplier', orderId));
  const create = useCreateDocumentRequest(orderId);
  const cancel = useCancelDocumentRequest(orderId);
  const confirm = useConfirm();
  const form = useAppForm({ schema: documentForm, initialValues: EMPTY });
  const sent = {
    onSuccess: (made: DocumentRequest) => (notify.success(`The ${documentTypeTitle(made.type)} was requested from the practice`), form.resetTo(EMPTY)),
    onError: form.fail,
  };
  const submit = form.onSubmit((values) => (form.clearFormError(), create.mutate({ kind: 'document', type: values.type!, ...extras(values) }, sent)));
  const askF2f = () => {
    const values = form.getValues();
    const errors = checkF2f(values);
    form.clearErrors();
    form.clearFormError();
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    create.mutate({ kind: 'f2f', ...extras(values) }, sent);
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
                  {...form.getInputProps('type')}
                  value={form.getValues().type}
                  onChange={(id) => form.setFieldValue('type', id === null ? null : String(id))}
                />
                <MaskedInput mask="date" label="Due date" {...form.getInputProps('due_date')} value={form.getValues().due_date} />
                <Textarea label="Message to the practice" rows={1} {...form.getInputProps('message')} />
              </SimpleGrid>
              <FormErrorText error={form.formError} />
              <Group gap="xs" justify="flex-end">
                <Button variant="default" onClick={askF2f} loading={create.isPending}>
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
