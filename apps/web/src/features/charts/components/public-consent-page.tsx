import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, signChartBody } from '@dme/contract';
import { publicConsentQueryOptions, useSignConsent } from '../api/public-charts';
import { PublicSigning } from './public-signing';
import { NO_SIGNATURE, SignBlock, withSignature } from './sign-block';

const schema = withSignature(signChartBody);
const useConsent = (hash: string) => useQuery(publicConsentQueryOptions(hash));

/** `sign.hipaa`: the patient, signed out on a phone, reads the practice's HIPAA consent and signs it. */
export function PublicConsentPage({ hash }: { hash: string }) {
  return (
    <PublicSigning
      hash={hash}
      useData={useConsent}
      useSign={useSignConsent}
      schema={schema}
      initialValues={NO_SIGNATURE}
      opening="Opening your consent…"
      done={{ title: 'Thank you: your consent is signed.', text: 'Your practice keeps a PDF of it with your signature. You can close this page.' }}
    >
      {(c, form, pending) => (
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
            form={form}
            submitLabel="Sign the consent"
            loading={pending}
            note={`The link works once and expires on ${formatDate(c.expires_at)}.`}
          />
        </Stack>
      )}
    </PublicSigning>
  );
}
