import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, type PublicSignPreview, type PublicSignResult } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { shortHash } from '../../order-documents';
import { publicSignPreviewQueryOptions, usePublicSign, type SigningLink } from '../api/public-signing';
import { DocumentsToSign } from './documents-to-sign';
import { EndState, EndStateText } from '../../../components';
import { PUBLIC_SIGN_TEXTS as T } from './public-sign-states';
import { SignatureStep } from './signature-step';

/** The shape a signing link's token has (the contract's rule): anything else is not worth asking the server about. */
const TOKEN = /^[\w-]{20,200}$/;

/** Where a failed call leaves the page: an end state, or a message above the pad (`null`: stay and say it there). */
function endState(error: unknown): { kind: 'invalid' } | { kind: 'gone'; message: string | null } | { kind: 'unreachable' } | null {
  const { status, message } = readServerError(error);
  if (status === 404) return { kind: 'invalid' };
  if (status === 410) return { kind: 'gone', message };
  if (status === null || status >= 500) return { kind: 'unreachable' };
  return null;
}

/** `sign.doc-order`: the prescriber, signed out, opens a signing link, reviews the documents and signs them. */
export function PublicSignPage(link: SigningLink) {
  const wellFormed = link.userId > 0 && link.orderId > 0 && TOKEN.test(link.token);
  if (!wellFormed) {
    return (
      <EndState kind="warning" title={T.invalidTitle}>
        <EndStateText>{T.invalidText}</EndStateText>
      </EndState>
    );
  }
  return <SigningFlow {...link} />;
}

function SigningFlow(link: SigningLink) {
  const preview = useQuery(publicSignPreviewQueryOptions(link));
  const sign = usePublicSign(link);
  const [done, setDone] = useState<PublicSignResult | null>(null);
  const [ended, setEnded] = useState<ReturnType<typeof endState>>(null);
  const [padError, setPadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (signature: string, contentHash: string) => {
    setPadError(null);
    setFailure(null);
    try {
      setDone(await sign.mutateAsync({ signature, content_hash: contentHash }));
    } catch (error) {
      const { errors } = readServerError(error);
      const state = endState(error);
      if (errors?.signature) setPadError(errors.signature.join(', '));
      else if (state && state.kind !== 'unreachable') setEnded(state);
      // 409: the order changed (the text is read again) or moved on (the page then says nothing waits).
      else setFailure(formErrorText(error));
    }
  };

  if (done) return <Signed result={done} />;
  // The server refuses a malformed link (422) before looking it up: for the visitor it is just not valid.
  const state =
    ended ??
    (preview.isError ? (readServerError(preview.error).status === 422 ? { kind: 'invalid' as const } : endState(preview.error)) : null);
  if (state?.kind === 'invalid') {
    return (
      <EndState kind="warning" title={T.invalidTitle}>
        <EndStateText>{T.invalidText}</EndStateText>
      </EndState>
    );
  }
  if (state?.kind === 'gone') {
    return (
      <EndState kind="info" title={state.message ?? T.goneTitle}>
        <EndStateText>{T.goneText}</EndStateText>
      </EndState>
    );
  }
  if (preview.isError) {
    return (
      <EndState kind="warning" title={T.unreachableTitle} onRetry={() => void preview.refetch()}>
        <EndStateText>{state ? T.unreachableText : formErrorText(preview.error)}</EndStateText>
      </EndState>
    );
  }
  if (preview.isPending) {
    return (
      <Stack gap="sm" align="center" py="xl" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed">{T.opening}</Text>
      </Stack>
    );
  }
  const p = preview.data;
  if (!p.can_sign || !p.action || p.documents.length === 0) {
    return (
      <EndState kind="info" title={T.nothingTitle}>
        <EndStateText>{p.reason ?? T.nothingText}</EndStateText>
      </EndState>
    );
  }
  return (
    <ReadyToSign preview={p} loading={sign.isPending} padError={padError} failure={failure} onSign={(s) => submit(s, p.content_hash)} />
  );
}

interface ReadyProps {
  preview: PublicSignPreview;
  loading: boolean;
  padError: string | null;
  failure: string | null;
  onSign: (signature: string) => Promise<void>;
}

function ReadyToSign({ preview: p, loading, padError, failure, onSign }: ReadyProps) {
  const count = p.documents.length === 1 ? 'the document below' : `the ${p.documents.length} documents below`;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Review and sign order #{p.order_id}
        </Title>
        <Text c="dimmed" size="sm">
          {p.practice || 'The practice'} asks {p.signer?.name ?? 'the prescriber'} to review and sign {count}.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={6}>
          {p.patient && <Fact label="Patient" value={`${p.patient.full_name} · DOB ${formatDate(p.patient.dob)}`} />}
          {p.signer && <Fact label="Signer" value={`${p.signer.name}${p.signer.npi ? ` · NPI ${p.signer.npi}` : ''}`} />}
          <Fact label="Link expires" value={formatDateTime(p.link_expires_at)} />
        </SimpleGrid>
      </Paper>
      <DocumentsToSign documents={p.documents} />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <SignatureStep
        submitLabel={p.documents.length === 1 ? 'Sign the document' : `Sign ${p.documents.length} documents`}
        loading={loading}
        error={padError}
        onSign={onSign}
        note={`By signing you confirm that you are ${p.signer?.name ?? 'the prescriber'} and that you reviewed the documents above. The link then stops working.`}
      />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Signed({ result }: { result: PublicSignResult }) {
  return (
    <EndState kind="done" title={result.documents.length === 1 ? T.doneTitleOne : T.doneTitle}>
      <EndStateText>
        Order #{result.order_id} is now {result.status_name}. The practice keeps a PDF of each document with your signature.
      </EndStateText>
      <Stack component="ul" gap={6} p={0} m={0} w="100%" maw={520} ta="left" aria-label="Signed documents">
        {result.documents.map((d) => (
          <Paper key={d.id} component="li" withBorder radius="sm" p="xs" style={{ listStyle: 'none' }}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fz="sm" fw={600}>
                {d.title}
              </Text>
              <Text fz="xs" c="dimmed">
                Version {d.version} · {formatDateTime(d.signed_at)}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed" ff="monospace" title={d.content_hash}>
              SHA-256 {shortHash(d.content_hash)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <EndStateText>You can close this page.</EndStateText>
    </EndState>
  );
}
