import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useInviteToApp } from '../api/invite-app';

/**
 * Supplier side, on the patient's screen: mails the patient a link to the patient app (where they follow their
 * orders, add their insurance card and answer requests). The e-mail on the record is used unless another is typed.
 */
export function InviteToAppButton({ patientId, email }: { patientId: number; email: string | null }) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const invite = useInviteToApp(patientId);
  const failure = invite.isError ? readServerError(invite.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate(address.trim() || undefined, {
      onSuccess: (r) => {
        setOpen(false);
        notify.success(
          r.already_active ? `${r.email} already uses the app: we mailed them a sign-in link.` : `Invitation sent to ${r.email}.`,
          'Patient app',
        );
      },
    });
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Invite to the patient app
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Invite to the patient app">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fz="sm">
              The patient gets a mail with a link to choose a password. In the app they follow their orders and deliveries, add their
              insurance card and answer your requests.
            </Text>
            <TextInput
              label="Send to"
              type="email"
              placeholder={email ?? 'patient@example.com'}
              description={email ? 'Leave empty to use the e-mail on the record.' : 'The record has no e-mail: enter one.'}
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              error={failure?.errors?.email?.[0]}
            />
            {failure && !failure.errors?.email && <Alert color="red">{failure.message ?? 'The invitation could not be sent.'}</Alert>}
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
