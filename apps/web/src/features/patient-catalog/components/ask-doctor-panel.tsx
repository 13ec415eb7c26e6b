import { useState } from 'react';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDate, type PatientCatalogItemDetail } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { useAskDoctor } from '../api/ask-doctor';
import { TAP } from './page-frame';

/** A prescription item: not for the cart; the patient asks their doctor, who orders it (insurance pays). */
export function AskDoctorPanel({ item }: { item: PatientCatalogItemDetail }) {
  const [message, setMessage] = useState('');
  const ask = useAskDoctor(item.id);
  const sent = ask.data ?? item.asked_doctor;
  if (sent) {
    return (
      <Paper withBorder radius="md" p="md" role="status">
        <Title order={2} fz="lg" mb={4}>
          Sent to your doctor
        </Title>
        <Text fz="md">
          You asked {sent.doctor || 'your doctor'} ({sent.practice}) for this item on {formatDate(sent.asked_at)}. The office will complete the order with you; your supplier delivers it once it is signed.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb={4}>
          Ask your doctor
        </Title>
        <Text fz="md">This item needs a prescription, so it cannot go in the cart. Ask your doctor: the request goes to their office, and your insurance may pay for it.</Text>
      </Paper>
      <Textarea size="md" label="Message to your doctor (optional)" maxLength={500} rows={3} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
      {ask.isError && (
        <Text c="red" fz="sm" role="alert">
          {formErrorText(ask.error)}
        </Text>
      )}
      <Button {...TAP} size="lg" fullWidth loading={ask.isPending} onClick={() => ask.mutate(message)}>
        Ask your doctor
      </Button>
    </Stack>
  );
}
