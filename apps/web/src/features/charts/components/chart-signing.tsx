import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { formatDateTime, sendChartBody, signChartBody, type ChartLink, type MeasurementChart } from '@dme/contract';
import { useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useChartLink } from '../api/chart-link';
import { openChartPdf, useSignChart } from '../api/sign-chart';
import { MeasurementValues } from './measurement-values';
import { NO_SIGNATURE, SignBlock, withSignature } from './sign-block';

/** The patient's address to mail the link to: the contract's rule; empty means the address on file. */
const mailSchema = z.object({ email: z.string().trim().transform((email) => email || undefined).pipe(sendChartBody.shape.email) });
const signSchema = withSignature(signChartBody);

/** Getting the patient's signature on a saved chart: a link to pass on, a mail, or signing here in person. */
export function ChartSigning({ chart }: { chart: MeasurementChart }) {
  const link = useChartLink(chart.item_id);
  const sign = useSignChart(chart.item_id);
  const [made, setMade] = useState<ChartLink | null>(null);
  const [inPerson, setInPerson] = useState(false);
  const mail = useAppForm({ schema: mailSchema, initialValues: { email: '' } });
  const signHere = useAppForm({ schema: signSchema, initialValues: NO_SIGNATURE });

  const showLink = (answer: ChartLink) => {
    setMade(answer);
    if (answer.sent_to) notify.success(`The signing link was mailed to ${answer.sent_to}.`);
  };
  const askLink = () => link.mutate({ mail: false }, { onSuccess: showLink, onError: (error) => notify.error(formErrorText(error)) });
  const askMail = mail.onSubmit((values) =>
    link.mutate({ mail: true, email: mailSchema.parse(values).email }, { onSuccess: showLink, onError: (error) => (mail.fail(error), notify.error(formErrorText(error))) }),
  );
  const submitSignature = signHere.onSubmit((values) =>
    sign.mutate(signSchema.parse(values), {
      onSuccess: () => notify.success('The measurement chart is signed; its PDF is in the order documents.'),
      onError: signHere.fail,
    }),
  );

  return (
    <Stack gap="sm">
      {chart.status === 'sent' && (
        <Text fz="sm">
          Sent {chart.sent_to ? `to ${chart.sent_to} ` : ''}on {formatDateTime(chart.sent_at)}; the link expires {formatDateTime(chart.link_expires_at)}.
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Button variant="light" onClick={askLink} loading={link.isPending}>
          Get a signing link
        </Button>
        <form onSubmit={askMail} noValidate style={{ display: 'contents' }}>
          <TextInput aria-label="Patient e-mail" placeholder="Patient e-mail (optional)" {...mail.getInputProps('email')} w={220} />
          <Button type="submit" variant="light" loading={link.isPending}>
            E-mail it
          </Button>
        </form>
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
        <form onSubmit={submitSignature} noValidate>
          <SignBlock
            form={signHere}
            submitLabel="Sign the measurement chart"
            loading={sign.isPending}
            note="The patient signs on this screen to confirm the measurements. The chart is then fixed and kept as a PDF."
          />
        </form>
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
