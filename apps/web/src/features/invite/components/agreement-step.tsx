import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, href } from '@dme/contract';
import { SignaturePad, type SignaturePadHandle } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { agreementPreviewQueryOptions, useSignAgreement } from '../api/agreement';
import { INVITE_ROUTES } from '../progress';
import { StepActions, StepFrame } from './step-frame';

export const AGREEMENT_TEXTS = {
  emptyPad: 'Draw your signature in the box first.',
  unavailable: 'Signing is not available in this browser.',
} as const;

/** Step 3: the participation agreement filled in for this doctor, signed on the pad. */
export function AgreementStep() {
  const preview = useQuery(agreementPreviewQueryOptions());
  const sign = useSignAgreement();
  const pad = useRef<SignaturePadHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [signAgain, setSignAgain] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!preview.data) {
    return (
      <StepFrame title="The agreement">
        {preview.isError ? (
          <Alert color="red" variant="light">
            {formErrorText(preview.error)}
          </Alert>
        ) : (
          <Loader size="sm" aria-label="Loading the agreement" />
        )}
      </StepFrame>
    );
  }
  const agreement = preview.data;
  const signed = agreement.signed && agreement.signed.version === agreement.version ? agreement.signed : null;
  const showPad = !signed || signAgain;

  const submit = async () => {
    setError(null);
    if (pad.current?.isEmpty() ?? true) return setError(AGREEMENT_TEXTS.emptyPad);
    const signature = pad.current?.toDataURL('png');
    if (!signature) return setError(AGREEMENT_TEXTS.unavailable);
    try {
      await sign.mutateAsync({ signature, content_hash: agreement.content_hash });
      setSignAgain(false);
      setEmpty(true);
    } catch (failure) {
      const { errors, message } = readServerError(failure);
      setError(errors?.signature?.join(', ') ?? message ?? formErrorText(failure));
    }
  };

  return (
    <StepFrame title="The agreement" description="Read the participation agreement, then sign it with your finger, pen or mouse.">
      <Paper withBorder radius="md" p={0}>
        <Stack gap={4} px="md" pt="md">
          <Title order={2} fz="lg">
            {agreement.title}
          </Title>
          <Text size="xs" c="dimmed">
            Version {agreement.version}
          </Text>
        </Stack>
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars px="md" pb="md" pt="xs" aria-label="Agreement text" tabIndex={0}>
          <Stack gap="sm">
            {agreement.text.split('\n\n').map((paragraph, i) => (
              <Text key={i} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>

      {signed && (
        <Alert color="teal" variant="light" title="Signed" data-testid="agreement-signed">
          <Text size="sm">
            Signed by {signed.signer_name} on {formatDateTime(signed.signed_at)}
            {signed.revision > 1 ? ` (revision ${signed.revision})` : ''}. A PDF copy with your signature is kept with your account.
          </Text>
          {!signAgain && (
            <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setSignAgain(true)}>
              Sign again
            </Button>
          )}
        </Alert>
      )}

      {showPad && (
        <Stack gap="xs">
          <SignaturePad
            ref={pad}
            label="Your signature"
            height={180}
            onChange={(isEmpty) => {
              setEmpty(isEmpty);
              if (!isEmpty) setError(null);
            }}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            {signAgain && (
              <Button variant="default" onClick={() => setSignAgain(false)}>
                Keep my signature
              </Button>
            )}
            <Button onClick={() => void submit()} loading={sign.isPending} disabled={empty}>
              Sign the agreement
            </Button>
          </Group>
        </Stack>
      )}

      <StepActions
        back={href(INVITE_ROUTES.office)}
        next={
          signed ? (
            <Button component={Link} to={href(INVITE_ROUTES.finish)}>
              Next
            </Button>
          ) : (
            <Button disabled>Next</Button>
          )
        }
      />
    </StepFrame>
  );
}
