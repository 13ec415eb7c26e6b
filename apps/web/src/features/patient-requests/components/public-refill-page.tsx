import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate, type PublicRefillResult } from '@dme/contract';
import { EndState } from '../../../components';
import { EndText } from './end-text';
import { readServerError } from '../../../lib/http-error';
import { useAnswerPublicRefill } from '../api/answer-public-refill';
import { publicRefillQueryOptions } from '../api/public-refill';
import { RefillForm } from './refill-form';

/** The shape of a link's secret (the contract's rule): anything else is not worth asking the server about. */
const HASH = /^[\w-]{22,200}$/;

function Invalid() {
  return (
    <EndState large kind="warning" title="This link is not valid">
      <EndText>Check that you opened the whole link from the mail, or answer in the patient app.</EndText>
    </EndState>
  );
}

function Gone({ message }: { message: string | null }) {
  return (
    <EndState large kind="info" title={message ?? 'This link no longer works'}>
      <EndText>If you still need something, sign in to the patient app or call your supplier.</EndText>
    </EndState>
  );
}

function Done({ result }: { result: PublicRefillResult }) {
  const supplier = result.supplier || 'Your supplier';
  return (
    <EndState large kind="done" title={result.status === 'answered' ? 'Your refill is confirmed' : 'Thank you for letting us know'}>
      <EndText>
        {result.status === 'answered'
          ? `${supplier} has your refill order #${result.result_order_id ?? ''} and your answers.`
          : `${supplier} will not send this refill. You will be asked again when the next one is due.`}
      </EndText>
      <EndText>You can close this page. The link no longer works.</EndText>
    </EndState>
  );
}

/** `refill.confirm`: the patient, signed out, confirms or declines a refill through the mailed link. */
export function PublicRefillPage({ hash }: { hash: string }) {
  return HASH.test(hash) ? <RefillFlow hash={hash} /> : <Invalid />;
}

function RefillFlow({ hash }: { hash: string }) {
  const refill = useQuery(publicRefillQueryOptions(hash));
  const answer = useAnswerPublicRefill(hash);
  const [result, setResult] = useState<PublicRefillResult | null>(null);
  const [gone, setGone] = useState<string | null | undefined>(undefined);

  if (result) return <Done result={result} />;
  if (gone !== undefined) return <Gone message={gone} />;
  if (refill.isError) {
    const { status, message } = readServerError(refill.error);
    if (status === 404 || status === 422) return <Invalid />;
    if (status === 410) return <Gone message={message} />;
    return (
      <EndState large kind="warning" title="We could not open your refill" onRetry={() => void refill.refetch()}>
        <EndText>Check your connection and try again.</EndText>
      </EndState>
    );
  }
  if (refill.isPending) {
    return (
      <Stack gap="sm" align="center" py="xl" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="gray.7">Opening your refill…</Text>
      </Stack>
    );
  }
  const r = refill.data;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={560} mx="auto" w="100%">
      <Stack gap={6}>
        <Title order={1} fz={24} lh={1.25}>
          {r.first_name ? `${r.first_name}, your refill is due` : 'Your refill is due'}
        </Title>
        <Text fz="md">
          {r.supplier || 'Your supplier'} can send your replacement {r.item.name} ({r.item.hcpcs}) × {r.item.quantity}
          {r.due_date ? ` from ${formatDate(r.due_date)}` : ''}.
        </Text>
        <Text fz="md" c="gray.7">
          Your insurance asks a few questions first.
        </Text>
      </Stack>
      <RefillForm
        sending={answer.isPending}
        onAnswer={async (body) => {
          try {
            setResult(await answer.mutateAsync(body));
          } catch (error) {
            const { status, message } = readServerError(error);
            // Used or expired meanwhile (another tab, a reminder's newer link): the page says so instead of the form.
            if (status === 410 || status === 404) setGone(status === 404 ? 'This link is not valid' : message);
            else throw error;
          }
        }}
      />
    </Stack>
  );
}
