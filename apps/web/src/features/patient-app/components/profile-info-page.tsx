import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, formatPhone, LANGUAGES, type PatientProfile } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';
import { profileQuery } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileHref } from '../routes';
import { Loaded, PageFrame, TAP } from './page-frame';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="md">{value || '—'}</Text>
    </Stack>
  );
}

/** Phone, e-mail and language; the rest is what the payer knows, changed by the supplier on a call. */
function ContactForm({ profile, onDone }: { profile: PatientProfile; onDone: () => void }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState({ phone: profile.phone ?? '', email: profile.email ?? '', language: profile.language });
  const errors = update.isError ? (readServerError(update.error).errors ?? {}) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { phone: values.phone, email: values.email, language: values.language as (typeof LANGUAGES)[number] },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          size="md"
          value={values.phone}
          onChange={(e) => setValues({ ...values, phone: e.currentTarget.value })}
          error={errors.phone?.[0]}
          autoComplete="tel"
        />
        <TextInput
          label="E-mail"
          type="email"
          size="md"
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
          error={errors.email?.[0]}
          autoComplete="email"
        />
        <NativeSelect
          label="Language"
          size="md"
          data={[...LANGUAGES]}
          value={values.language}
          onChange={(e) => setValues({ ...values, language: e.currentTarget.value })}
          error={errors.language?.[0]}
        />
        {update.isError && !Object.keys(errors).length && (
          <Alert color="red">{readServerError(update.error).message ?? 'Could not save. Try again.'}</Alert>
        )}
        <Group grow>
          <Button {...TAP} type="button" variant="default" size="lg" onClick={onDone}>
            Cancel
          </Button>
          <Button {...TAP} type="submit" size="lg" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `patient.profile.info`: the patient's record as the supplier has it; contact details editable. */
export function PatientProfileInfoPage() {
  const query = useQuery(profileQuery());
  const [editing, setEditing] = useState(false);
  return (
    <PageFrame title="My information" back={{ to: profileHref(), label: 'Profile' }}>
      <Loaded query={query} what="Information">
        {(p) => (
          <Paper withBorder radius="md" p="md">
            {editing ? (
              <ContactForm profile={p} onDone={() => setEditing(false)} />
            ) : (
              <Stack gap="sm">
                <Row label="Name" value={[p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ')} />
                <Row label="Date of birth" value={formatDate(p.dob)} />
                <Row label="Address" value={p.address ?? ''} />
                <Row label="Phone" value={p.phone ? formatPhone(p.phone) : ''} />
                <Row label="E-mail" value={p.email ?? ''} />
                <Row label="Language" value={p.language} />
                <Text fz="sm" c="gray.7">
                  To change your name, date of birth or address, call your supplier.
                </Text>
                <Button {...TAP} size="lg" variant="outline" onClick={() => setEditing(true)}>
                  Change contact details
                </Button>
              </Stack>
            )}
          </Paper>
        )}
      </Loaded>
    </PageFrame>
  );
}
