import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, MEASUREMENT_KIND_LABELS } from '@dme/contract';
import { EndState, EndStateText } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { publicChartQueryOptions, useSignPublicChart } from '../api/public-charts';
import { MeasurementValues } from './measurement-values';
import { LINK_TOKEN, LinkEndState, linkEnd, Opening, type LinkEnd } from './public-link';
import { SignBlock } from './sign-block';

/** `sign.measurement-chart`: the patient, signed out on a phone, checks the measurements taken and signs them. */
export function PublicMeasurementPage({ hash }: { hash: string }) {
  if (!LINK_TOKEN.test(hash)) return <LinkEndState end={{ kind: 'invalid' }} />;
  return <ChartToSign hash={hash} />;
}

function ChartToSign({ hash }: { hash: string }) {
  const chart = useQuery(publicChartQueryOptions(hash));
  const sign = useSignPublicChart(hash);
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
      <EndState large kind="done" title="Thank you: the measurement chart is signed.">
        <EndStateText large>The company keeps a PDF of it with your signature. You can close this page.</EndStateText>
      </EndState>
    );
  const end = ended ?? (chart.isError ? linkEnd(chart.error, true) : null);
  if (end) return <LinkEndState end={end} onRetry={() => void chart.refetch()} />;
  if (chart.isError) return <LinkEndState end={{ kind: 'unreachable', message: formErrorText(chart.error) }} onRetry={() => void chart.refetch()} />;
  if (chart.isPending) return <Opening>Opening your measurement chart…</Opening>;
  const c = chart.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Confirm your measurements
        </Title>
        <Text c="dimmed">
          {c.company} measured you for your {c.item} ({MEASUREMENT_KIND_LABELS[c.kind].toLowerCase()}) on {formatDate(c.measured_at)}. Please check the
          values and sign.
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
        submitLabel="Sign the measurement chart"
        loading={sign.isPending}
        errors={{ signer_name: errors.signer_name, signature: errors.signature, general: errors.general }}
        note={`By signing you confirm these measurements were taken of you. The link works once and expires on ${formatDate(c.expires_at)}.`}
        onSign={(name, signature) => void submit(name, signature)}
      />
    </Stack>
  );
}
