import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { formatDate, type DocumentRequest, type MediaType, type OrderDocument } from '@dme/contract';
import { FormErrorText, Modal, Textarea, useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useAnswerDocumentRequest } from '../api/document-requests';
import { orderDocumentsQueryOptions } from '../api/list-documents';
import { documentTypeTitle } from './document-types';
import { UploadForm } from './upload-form';

export type AnswerMode = 'fulfil' | 'decline';

export interface AnswerRequestModalProps {
  orderId: number;
  /** The request being answered and how; null closes the dialog. */
  answering: { request: DocumentRequest; mode: AnswerMode } | null;
  onClose: () => void;
}

/** The practice answers a supplier's request: with a document of the order (picked or uploaded now), or declines it. */
export function AnswerRequestModal({ orderId, answering, onClose }: AnswerRequestModalProps) {
  const title = answering
    ? `${answering.mode === 'fulfil' ? 'Fulfil' : 'Decline'} the request for the ${documentTypeTitle(answering.request.type)}`
    : '';
  return (
    <Modal opened={answering !== null} onClose={onClose} title={title} size="lg">
      {answering &&
        (answering.mode === 'fulfil' ? (
          <FulfilBody orderId={orderId} request={answering.request} onDone={onClose} />
        ) : (
          <DeclineBody orderId={orderId} request={answering.request} onDone={onClose} />
        ))}
    </Modal>
  );
}

function FulfilBody({ orderId, request, onDone }: { orderId: number; request: DocumentRequest; onDone: () => void }) {
  // Any document answers an `other` request; otherwise only one of the requested type.
  const type = request.type === 'other' ? undefined : (request.type as MediaType);
  const documents = useQuery(orderDocumentsQueryOptions('doctor', orderId, { rowsPerPage: 100, ...(type ? { type } : {}) }));
  const answer = useAnswerDocumentRequest(orderId);
  const form = useAppForm<{ media_id: string | null }>({ initialValues: { media_id: null } });

  const fulfil = async (doc: Pick<OrderDocument, 'id' | 'original_name'>) => {
    form.clearErrors();
    form.clearFormError();
    try {
      await answer.mutateAsync({ requestId: request.id, body: { status: 'fulfilled', media_id: doc.id } });
      notify.success(`The request was fulfilled with ${doc.original_name}`);
      onDone();
    } catch (failure) {
      form.fail(failure);
    }
  };
  const rows = documents.data?.data ?? [];
  const chosen = rows.find((d) => String(d.id) === form.getValues().media_id);
  const error = (form.errors.media_id as string | undefined) ?? form.formError;

  return (
    <Stack gap="md">
      {request.message && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          “{request.message}”
        </Text>
      )}
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          A document already on the order
        </Text>
        {documents.isPending ? (
          <Loader size="sm" aria-label="Loading the documents" />
        ) : documents.isError ? (
          <Alert color="red" variant="light">
            {formErrorText(documents.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            The order has no {type ? documentTypeTitle(type).toLowerCase() : 'document'} yet: upload it below.
          </Text>
        ) : (
          <Radio.Group {...form.getInputProps('media_id')} aria-label="Document that fulfils the request" error={error ?? undefined}>
            <Stack gap={6} mt={4}>
              {rows.map((d) => (
                <Radio
                  key={d.id}
                  value={String(d.id)}
                  label={`${d.original_name} · ${documentTypeTitle(d.type)} · ${formatDate(d.created_at)}${d.signature ? ' · signed' : ''}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {rows.length > 0 && (
          <Group justify="flex-end">
            <Button onClick={() => chosen && void fulfil(chosen)} disabled={!chosen} loading={answer.isPending}>
              Fulfil with this document
            </Button>
          </Group>
        )}
        {rows.length === 0 && error && (
          <Text role="alert" c="red" fz="sm">
            {error}
          </Text>
        )}
      </Stack>
      <Divider label="or upload it" labelPosition="center" />
      <UploadForm
        side="doctor"
        orderId={orderId}
        defaultType={type ?? 'other'}
        types={type ? [type] : undefined}
        label="Upload the requested document"
        bare
        onUploaded={(stored) => stored[0] && void fulfil(stored[0])}
      />
    </Stack>
  );
}

const declineRules = { note: (note: string) => (note.trim() ? null : 'Say why the request is declined.') };

function DeclineBody({ orderId, request, onDone }: { orderId: number; request: DocumentRequest; onDone: () => void }) {
  const answer = useAnswerDocumentRequest(orderId);
  const form = useAppForm<{ note: string }>({ initialValues: { note: '' }, validate: declineRules });

  const decline = form.onSubmit(async ({ note }) => {
    try {
      await answer.mutateAsync({ requestId: request.id, body: { status: 'declined', note: note.trim() } });
      notify.success('The request was declined');
      onDone();
    } catch (failure) {
      form.fail(failure);
    }
  });

  return (
    <form onSubmit={decline} noValidate aria-label="Decline the request">
      <Stack gap="sm">
        <Textarea label="Reason for the supplier" required rows={3} {...form.getInputProps('note')} data-autofocus />
        <FormErrorText error={form.formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={answer.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={answer.isPending}>
            Decline request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
