import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatDateTime, type ChartLink, type MeasurementChart } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useChartLink } from '../api/chart-link';
import { openChartPdf, useSignChart } from '../api/sign-chart';
import { MeasurementValues } from './measurement-values';
import { SignBlock } from './sign-block';

/** Getting the patient's signature on a saved chart: a link to pass on, a mail, or signing here in person. */
export function ChartSigning({ chart }: { chart: MeasurementChart }) {
  const link = useChartLink(chart.item_id);
  const sign = useSignChart(chart.item_id);
  const [made, setMade] = useState<ChartLink | null>(null);
  const [email, setEmail] = useState('');
  const [inPerson, setInPerson] = useState(false);
  const [signErrors, setSignErrors] = useState<Record<string, string>>({});

  const ask = async (mail: boolean) => {
    try {
      const answer = await link.mutateAsync(mail ? { mail: true, email: email.trim() || undefined } : { mail: false });
      setMade(answer);
      if (answer.sent_to) notify.success(`The signing link was mailed to ${answer.sent_to}.`);
    } catch (error) {
      notify.error(formErrorText(error));
    }
  };
  const signHere = async (signer_name: string, signature: string) => {
    try {
      await sign.mutateAsync({ signer_name, signature });
      notify.success('The measurement chart is signed; its PDF is in the order documents.');
    } catch (error) {
      const fields = readServerError(error).errors;
      setSignErrors(fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(', ')])) : { general: formErrorText(error) });
    }
  };

  return (
    <Stack gap="sm">
      {chart.status === 'sent' && (
        <Text fz="sm">
          Sent {chart.sent_to ? `to ${chart.sent_to} ` : ''}on {formatDateTime(chart.sent_at)}; the link expires {formatDateTime(chart.link_expires_at)}.
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Button variant="light" onClick={() => void ask(false)} loading={link.isPending}>
          Get a signing link
        </Button>
        <TextInput aria-label="Patient e-mail" placeholder="Patient e-mail (optional)" value={email} onChange={(e) => setEmail(e.currentTarget.value)} w={220} />
        <Button variant="light" onClick={() => void ask(true)} loading={link.isPending}>
          E-mail it
        </Button>
        <Button variant="subtle" onClick={() => setInPerson((v) => !v)}>
          {inPerson ? 'Cancel signing here' : 'Sign here in person'}
        </Button>
      </Group>
      {made && (
        <Paper withBorder p="xs" radius="sm">
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="chart-link">
              {made.url}
            </Text>
            <CopyButton value={made.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Paper>
      )}
      {inPerson && (
        <SignBlock
          submitLabel="Sign the measurement chart"
          loading={sign.isPending}
          errors={signErrors}
          note="The patient signs on this screen to confirm the measurements. The chart is then fixed and kept as a PDF."
          onSign={(name, signature) => void signHere(name, signature)}
        />
      )}
    </Stack>
  );
}

/** A signed chart: its values, who signed and when, and its PDF. */
export function SignedChart({ chart }: { chart: MeasurementChart }) {
  return (
    <Stack gap="sm">
      <MeasurementValues kind={chart.kind} values={chart.values} />
      {chart.notes && <Text fz="sm">Notes: {chart.notes}</Text>}
      <Text fz="sm">
        Signed by <b>{chart.signer_name}</b> on {formatDateTime(chart.signed_at)} {chart.signed_via === 'link' ? '(through the link)' : '(in person)'}.
      </Text>
      <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => void openChartPdf(chart.item_id).catch((e: unknown) => notify.error(formErrorText(e)))}>
        Open the signed PDF
      </Button>
    </Stack>
  );
}
