import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { formatDate, formatDateTime, hipaaLinkBody, type Patient } from '@dme/contract';
import { useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { hipaaQueryOptions } from '../api/check-hipaa';
import { useSendHipaaLink } from '../api/send-hipaa-link';

/**
 * The doctor's HIPAA consent state of the patient. Without a consent, orders wait in Pend HIPAA: the patient can be
 * mailed a link to sign (to their own e-mail, or one typed here).
 */
/** An empty field sends no e-mail (the patient's own is used); the contract checks a typed one. */
const linkBody = ({ email }: { email: string }) => (email.trim() ? { email: email.trim() } : {});
const linkFormSchema = z.preprocess((values) => linkBody(values as { email: string }), hipaaLinkBody);

export function HipaaCard({ patient }: { patient: Patient }) {
  const hipaa = useQuery(hipaaQueryOptions(patient.id));
  const send = useSendHipaaLink(patient.id);
  const form = useAppForm({ initialValues: { email: '' }, schema: linkFormSchema });

  // Awaited rather than mutate callbacks: the consent state is read again and the card may mount anew meanwhile.
  const submit = form.onSubmit(async (values) => {
    form.clearFormError();
    try {
      await send.mutateAsync(values.email.trim());
      notify.success('The consent link was sent');
      form.resetTo({ email: '' });
    } catch (error) {
      form.fail(error);
    }
  });

  const state = hipaa.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="HIPAA consent">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="lg">
          HIPAA consent
        </Title>
        {state &&
          (state.has_consent ? (
            <Badge color="green" variant="light">
              On file
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              Missing
            </Badge>
          ))}
      </Group>
      {!state ? (
        <Loader size="sm" aria-label="Loading the HIPAA consent" />
      ) : state.has_consent ? (
        <Text fz="sm">
          {state.source === 'document' ? 'Consent document uploaded' : 'Signed by the patient'} on {formatDate(state.signed_at)}.
        </Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Send consent link">
          <Stack gap="xs">
            <Text fz="sm" c="dimmed">
              {state.last_link_sent_at
                ? `A link was sent ${formatDateTime(state.last_link_sent_at)}; it expires ${formatDateTime(state.last_link_expires_at)}.`
                : 'No consent on file. Orders for this patient wait in Pend HIPAA until it is signed.'}
            </Text>
            <Group align="flex-start" gap="xs">
              <TextInput
                aria-label="Send the link to"
                placeholder={patient.email ?? 'patient@example.com'}
                type="email"
                {...form.getInputProps('email')}
                error={(form.errors.email as string | undefined) ?? form.formError}
                style={{ flex: '1 1 200px' }}
              />
              <Button type="submit" variant="light" loading={send.isPending}>
                Send consent link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
