import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, MEASUREMENT_KIND_LABELS, signChartBody } from '@dme/contract';
import { publicChartQueryOptions, useSignPublicChart } from '../api/public-charts';
import { MeasurementValues } from './measurement-values';
import { PublicSigning } from './public-signing';
import { NO_SIGNATURE, SignBlock, withSignature } from './sign-block';

const schema = withSignature(signChartBody);
const useChart = (hash: string) => useQuery(publicChartQueryOptions(hash));

/** `sign.measurement-chart`: the patient, signed out on a phone, checks the measurements taken and signs them. */
export function PublicMeasurementPage({ hash }: { hash: string }) {
  return (
    <PublicSigning
      hash={hash}
      useData={useChart}
      useSign={useSignPublicChart}
      schema={schema}
      initialValues={NO_SIGNATURE}
      opening="Opening your measurement chart…"
      done={{ title: 'Thank you: the measurement chart is signed.', text: 'The company keeps a PDF of it with your signature. You can close this page.' }}
    >
      {(c, form, pending) => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Confirm your measurements
            </Title>
            <Text c="dimmed">
              {c.company} measured you for your {c.item} ({MEASUREMENT_KIND_LABELS[c.kind].toLowerCase()}) on {formatDate(c.measured_at)}. Please check
              the values and sign.
            </Text>
          </Stack>
          <Paper withBorder radius="md" p="sm">
            <MeasurementValues kind={c.kind} values={c.values} />
            {c.notes && (
              <Text fz="sm" mt="xs">
                <Text span fw={600}>
                  Notes:{' '}
                </Text>
                {c.notes}
              </Text>
            )}
          </Paper>
          <SignBlock
            form={form}
            submitLabel="Sign the measurement chart"
            loading={pending}
            note={`By signing you confirm these measurements were taken of you. The link works once and expires on ${formatDate(c.expires_at)}.`}
          />
        </Stack>
      )}
    </PublicSigning>
  );
}
