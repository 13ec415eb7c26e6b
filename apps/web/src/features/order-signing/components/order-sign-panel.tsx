import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { can, orderPermission, type SignResult } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';
import { signPreviewQueryOptions } from '../api/sign-preview';
import { useSignOrder } from '../api/sign-order';
import { DocumentsToSign } from './documents-to-sign';
import { SignatureStep } from './signature-step';
import { SignedDocuments } from './signed-documents';
import { SignLinkSection } from './sign-link-section';

export interface OrderSignPanelProps {
  orderId: number;
  /** Only the practice signs; the prop names the side for symmetry with the other order panels. */
  side?: 'doctor';
  /** After a signature: the order as it now is (moved on) and the signed PDFs. The host refreshes its order views. */
  onSigned?: (result: SignResult) => void;
}

export const SIGNING_NOTE = 'Your signature, your name, the time and the SHA-256 of the text are printed on each PDF.';

/**
 * The prescriber's "Sign" panel: what a signature produces now (read from `sign/preview`), the pad, the signed
 * PDFs once done, and a signing link for signing elsewhere (staff may send it; only the prescriber signs).
 */
export function OrderSignPanel({ orderId, onSigned }: OrderSignPanelProps) {
  const preview = useQuery(signPreviewQueryOptions(orderId));
  const sign = useSignOrder(orderId);
  const { user, isLoading: userLoading } = useCurrentUser();
  const locationId = useChosenLocationId();
  const [signed, setSigned] = useState<SignResult | null>(null);
  const [padError, setPadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (signature: string, contentHash: string) => {
    setPadError(null);
    setFailure(null);
    try {
      const result = await sign.mutateAsync({ signature, content_hash: contentHash });
      setSigned(result);
      notify.success(`Order #${orderId} was signed`);
      onSigned?.(result);
    } catch (error) {
      const { errors } = readServerError(error);
      if (errors?.signature) setPadError(errors.signature.join(', '));
      else setFailure(formErrorText(error));
    }
  };

  let body;
  if (preview.isPending || userLoading) body = <Loader size="sm" aria-label="Loading what is to be signed" />;
  else if (preview.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(preview.error)}
      </Alert>
    );
  } else {
    const p = preview.data;
    const mayEdit = user !== null && can(user, orderPermission('edit', p.status), locationId);
    body = (
      <Stack gap="md">
        {signed && (
          <Alert color="teal" variant="light" title="Signed" data-testid="order-signed">
            <Stack gap="xs">
              <Text fz="sm">The order is now {signed.order.virtual_status_name}. The signed documents are kept with the order:</Text>
              <SignedDocuments documents={signed.documents} />
            </Stack>
          </Alert>
        )}
        {!p.action ? (
          !signed && (
            <Text fz="sm" c="dimmed">
              {p.reason ?? 'Nothing waits for a signature.'}
            </Text>
          )
        ) : (
          <>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="yellow">
                {p.status_name}
              </Badge>
              <Text fz="sm">
                {p.action.label}: {p.documents.length === 1 ? 'one document' : `${p.documents.length} documents`} to sign
                {p.signer ? ` by ${p.signer.name}${p.signer.npi ? ` (NPI ${p.signer.npi})` : ''}` : ''}.
              </Text>
            </Group>
            <DocumentsToSign documents={p.documents} />
            {p.can_sign && mayEdit ? (
              <SignatureStep
                submitLabel={p.action.label}
                loading={sign.isPending}
                error={padError}
                note={SIGNING_NOTE}
                onSign={(signature) => submit(signature, p.content_hash)}
              />
            ) : (
              <Alert color="blue" variant="light">
                {p.reason ?? 'You cannot sign this order.'}
                {mayEdit && ' Send the prescriber a signing link below.'}
              </Alert>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
                {failure}
              </Alert>
            )}
            {mayEdit && <SignLinkSection orderId={orderId} prescriber={p.signer?.name ?? null} />}
          </>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Signature">
      <Title order={2} fz="lg" mb="sm">
        Signature
      </Title>
      {body}
    </Paper>
  );
}
