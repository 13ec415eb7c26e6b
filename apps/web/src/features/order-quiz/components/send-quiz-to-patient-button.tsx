import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatDateTime } from '@dme/contract';
import { Modal } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useSendQuizToPatient } from '../api/send-to-patient';

export interface SendQuizToPatientButtonProps {
  orderId: number;
  disabled?: boolean;
}

/**
 * The supplier asks the patient the order's medical-necessity questions: a link mailed to the patient (or to the
 * address entered), working once for 72 hours; a new link replaces the earlier one.
 */
export function SendQuizToPatientButton({ orderId, disabled }: SendQuizToPatientButtonProps) {
  const send = useSendQuizToPatient(orderId);
  const [opened, setOpened] = useState(false);
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const link = send.data;
  const problem = send.error ? readServerError(send.error) : null;
  const emailError = problem?.errors?.email?.join(', ') ?? null;
  const failure = problem && !emailError ? formErrorText(send.error) : null;

  const close = () => setOpened(false);
  const reset = () => {
    send.reset();
    setEmail('');
  };
  const submit = () => send.mutate(email.trim() || undefined);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify.copied();
    } catch {
      input.current?.select();
      notify.warning('The link could not be copied automatically: it is selected, copy it with your keyboard.');
    }
  };

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} disabled={disabled}>
        Send questions to patient
      </Button>
      <Modal opened={opened} onClose={close} onExited={reset} title="Send the questions to the patient" size="md">
        {link ? (
          <Stack gap="sm" data-testid="quiz-link">
            <Text fz="sm">The patient was sent a link to answer the order&apos;s questions.</Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                ref={input}
                label="Questionnaire link"
                value={link.url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button onClick={() => void copy()}>Copy</Button>
            </Group>
            <Text fz="sm" c="dimmed">
              Sent to {link.sent_to} · expires {formatDateTime(link.expires_at)}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Done
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack
            gap="sm"
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Text fz="sm" c="dimmed">
              The patient gets a link to answer the medical-necessity questions of this order. It works once and expires in 72 hours;
              sending again replaces the earlier link.
            </Text>
            <TextInput
              type="email"
              label="Send to another e-mail"
              description="Leave empty to use the patient's address on file."
              placeholder="name@example.com"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={emailError}
              autoComplete="off"
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send link
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
