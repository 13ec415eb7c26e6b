import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@dme/contract';
import { EndState, EndStateText } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { publicConsentQueryOptions, useSignConsent } from '../api/public-charts';
import { LINK_TOKEN, LinkEndState, linkEnd, Opening, type LinkEnd } from './public-link';
import { SignBlock } from './sign-block';

/** `sign.hipaa`: the patient, signed out on a phone, reads the practice's HIPAA consent and signs it. */
export function PublicConsentPage({ hash }: { hash: string }) {
  if (!LINK_TOKEN.test(hash)) return <LinkEndState end={{ kind: 'invalid' }} />;
  return <ConsentToSign hash={hash} />;
}

function ConsentToSign({ hash }: { hash: string }) {
  const consent = useQuery(publicConsentQueryOptions(hash));
  const sign = useSignConsent(hash);
  const [ended, setEnded] = useState<LinkEnd | null>(null);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (signerName: string, signature: string) => {
    setErrors({});
    try {
      await sign.mutateAsync({ signer_name: signerName, signature });
      setDone(true);
    } catch (error) {
      const end = linkEnd(error, false);
      if (end && end.kind !== 'unreachable') return setEnded(end);
      const fields = readServerError(error).errors;
      setErrors(fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(', ')])) : { general: formErrorText(error) });
    }
  };

  if (done)
    return (
      <EndState large kind="done" title="Thank you: your consent is signed.">
        <EndStateText large>Your practice keeps a PDF of it with your signature. You can close this page.</EndStateText>
      </EndState>
    );
  const end = ended ?? (consent.isError ? linkEnd(consent.error, true) : null);
  if (end) return <LinkEndState end={end} onRetry={() => void consent.refetch()} />;
  if (consent.isError) return <LinkEndState end={{ kind: 'unreachable', message: formErrorText(consent.error) }} onRetry={() => void consent.refetch()} />;
  if (consent.isPending) return <Opening>Opening your consent…</Opening>;
  const c = consent.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          HIPAA privacy consent
        </Title>
        <Text c="dimmed">{c.practice} asks you to read and sign its consent.</Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {c.text.split('\n\n').map((p) => (
            <Text key={p.slice(0, 24)} fz="md">
              {p}
            </Text>
          ))}
        </Stack>
      </Paper>
      <SignBlock
        submitLabel="Sign the consent"
        loading={sign.isPending}
        errors={{ signer_name: errors.signer_name, signature: errors.signature, general: errors.general }}
        note={`The link works once and expires on ${formatDate(c.expires_at)}.`}
        onSign={(name, signature) => void submit(name, signature)}
      />
    </Stack>
  );
}
