import { useState } from 'react';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { applyMask, changeDoctorPasswordBody, href, MASKS, saveDoctorProfileBody, unmask, type DoctorProfile } from '@dme/contract';
import { inputOf, MaskedInput, RequiredLabel, useAppForm } from '../../../components';
import { readServerError, formErrorText } from '../../../lib/http-error';
import { doctorProfileQueryOptions, useChangeDoctorPassword, useSaveDoctorProfile } from '../api/profile';
import { INVITE_ROUTES } from '../progress';
import { StepActions, StepFrame } from './step-frame';

type Field = 'name' | 'phone' | 'email' | 'specialty' | 'password' | 'password_confirmation' | 'current_password';
type Errors = Partial<Record<Field, string>>;

export type ProfileValues = {
  name: string;
  /** Masked: +1 (###) ###-####. */
  phone: string;
  email: string;
  specialty: string;
  password: string;
  password_confirmation: string;
  current_password: string;
};

export const PROFILE_MESSAGES = {
  phone: 'Enter the 10-digit phone number.',
  email: 'Enter your e-mail address.',
  currentPassword: 'You already have a password: enter it to change it, or leave the new password empty to keep it.',
} as const;

function valuesOf(profile: DoctorProfile): ProfileValues {
  return {
    name: profile.name,
    phone: profile.phones[0] ? applyMask(profile.phones[0].phone, MASKS.phone) : '',
    email: profile.emails[0]?.email ?? profile.email ?? '',
    specialty: profile.specialty,
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

/** Server and schema paths (`phones.0.phone`) -> the field showing them. */
function fieldOf(path: string): Field | null {
  const head = path.split('.')[0];
  if (head === 'phones') return 'phone';
  if (head === 'emails') return 'email';
  return head === 'name' || head === 'specialty' || head === 'password' || head === 'password_confirmation' || head === 'current_password'
    ? head
    : null;
}

function collect(issues: readonly { path: readonly PropertyKey[]; message: string }[], into: Errors): void {
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !into[field]) into[field] = issue.message;
  }
}

const wantsPassword = (v: ProfileValues) => v.password !== '' || v.password_confirmation !== '';

/** The contract's rules, plus what finishing the invitation needs (a phone and an e-mail). */
export function validateProfile(v: ProfileValues): Errors {
  const errors: Errors = {};
  const profile = saveDoctorProfileBody.safeParse({ name: v.name, specialty: v.specialty, emails: v.email ? [{ email: v.email }] : [] });
  if (!profile.success) collect(profile.error.issues, errors);
  if (unmask(v.phone, MASKS.phone).length !== 10) errors.phone = PROFILE_MESSAGES.phone;
  if (v.email.trim() === '') errors.email = PROFILE_MESSAGES.email;
  if (wantsPassword(v)) {
    const password = changeDoctorPasswordBody.safeParse({ password: v.password, password_confirmation: v.password_confirmation });
    if (!password.success) collect(password.error.issues, errors);
  }
  return errors;
}

/** The form's schema: its fields differ from the two calls' bodies, whose rules `validateProfile` applies. */
const profileForm = z
  .object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    specialty: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
    current_password: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateProfile(values))) ctx.addIssue({ code: 'custom', path: [field], message });
  });

function ProfileForm({ profile }: { profile: DoctorProfile }) {
  const navigate = useNavigate();
  const save = useSaveDoctorProfile();
  const changePassword = useChangeDoctorPassword();
  const form = useAppForm<ProfileValues>({ initialValues: valuesOf(profile), schema: profileForm });
  // Shown once the server says a password exists (an invited doctor may already have one).
  const [askCurrent, setAskCurrent] = useState(false);
  const busy = save.isPending || changePassword.isPending;

  /** The server names `phones.0.phone` and `emails.0.email`: they land on the phone and e-mail fields. */
  const fail = (error: unknown) => {
    const { errors: server } = readServerError(error);
    if (!server) return form.fail(error);
    const next: Errors = {};
    const rest: string[] = [];
    for (const [path, messages] of Object.entries(server)) {
      const field = fieldOf(path);
      if (field) next[field] = messages.join(', ');
      else rest.push(...messages);
    }
    if (next.current_password) setAskCurrent(true);
    form.setErrors(next);
    form.setFormError(rest.length > 0 ? rest.join(', ') : null);
  };

  const submit = form.onSubmit(async (values) => {
    const [, ...otherPhones] = profile.phones;
    const [firstEmail, ...otherEmails] = profile.emails;
    try {
      await save.mutateAsync({
        name: values.name,
        specialty: values.specialty,
        // The wizard edits the first phone and e-mail; any others the practice keeps.
        phones: [{ phone: unmask(values.phone, MASKS.phone), label: profile.phones[0]?.label || 'Office' }, ...otherPhones],
        emails: [{ email: values.email.trim(), label: firstEmail?.label ?? '' }, ...otherEmails],
      });
      if (wantsPassword(values)) {
        await changePassword.mutateAsync({
          password: values.password,
          password_confirmation: values.password_confirmation,
          ...(values.current_password ? { current_password: values.current_password } : {}),
        });
      }
      await navigate(href(INVITE_ROUTES.office));
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your profile">
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" title="Could not save" role="alert">
            {form.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={<RequiredLabel>Full name</RequiredLabel>} name="name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Specialty" name="specialty" placeholder="e.g. Orthopedic surgery" {...form.getInputProps('specialty')} />
          <MaskedInput mask="phone" label="Phone" name="phone" required autoComplete="tel" {...inputOf(form, 'phone')} />
          <TextInput
            label={<RequiredLabel>E-mail</RequiredLabel>}
            name="email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Divider label="Password" labelPosition="left" mt="xs" />
        <Text size="sm" c="dimmed">
          You will sign in as <b>{profile.login}</b>. Choose your password here (at least 8 characters, with a letter and a number); if you
          already have one, you may leave these fields empty.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput label="New password" name="password" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm new password"
            name="password_confirmation"
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
          {askCurrent && (
            <PasswordInput
              label="Current password"
              name="current_password"
              autoComplete="current-password"
              description={PROFILE_MESSAGES.currentPassword}
              {...form.getInputProps('current_password')}
            />
          )}
        </SimpleGrid>
        <StepActions
          back={href(INVITE_ROUTES.hello)}
          next={
            <Button type="submit" loading={busy}>
              Save and continue
            </Button>
          }
        />
      </Stack>
    </form>
  );
}

/** Step 1: the prescriber's name, phone, e-mail and specialty, and the password they will sign in with. */
export function ProfileStep() {
  const profile = useQuery(doctorProfileQueryOptions());
  return (
    <StepFrame title="Your profile" description="How patients, suppliers and the portal reach you.">
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <Alert color="red" variant="light">
          {formErrorText(profile.error)}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading your profile" />
      )}
    </StepFrame>
  );
}
