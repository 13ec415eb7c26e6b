import { useState } from 'react';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, formatPhone, MASKS, unmask, type VendorDoctor } from '@dme/contract';
import { Card, MaskedInput, RequiredLabel, Textarea } from '../../../components';
import { notify } from '../../../lib/notify';
import { splitErrors, type FieldErrorMap } from '../../company';
import { useUpdateDoctor } from '../api/update-doctor';
import { DetailGrid } from './detail-grid';
import { npiText } from './doctor-columns';
import { DoctorOffices } from './doctor-offices';
import { useDoctorWriter } from './use-doctor-writer';

interface ProfileValues {
  name: string;
  practice_name: string;
  specialty: string;
  fax: string;
}
const PROFILE_FIELDS = ['name', 'practice_name', 'specialty', 'fax'];

const profileValuesOf = (d: VendorDoctor): ProfileValues => ({
  name: d.name,
  practice_name: d.practice.name,
  specialty: d.specialty,
  fax: d.fax ? formatPhone(d.fax) : '',
});

/** Why the profile is read-only for this supplier (the server's rule, doctor-rules on the server). */
const lockedReason = (d: VendorDoctor) =>
  d.is_verified
    ? 'This practice is verified and manages its own profile and offices; only your notes can change.'
    : 'Only the supplier that invited this practice can change its profile and offices.';

function useCardForm<V extends object>(initial: () => V, fields: readonly string[]) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    values,
    errors,
    formError,
    set: (field: keyof V & string, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    reset: () => {
      setValues(initial());
      setErrors({});
      setFormError(null);
    },
    fail: (error: unknown) => {
      const split = splitErrors(error, fields);
      setErrors(split.fields);
      setFormError(split.form);
    },
  };
}

function FormError({ message }: { message: string | null }) {
  return message ? (
    <Text role="alert" c="red" fz="sm" mb="sm">
      {message}
    </Text>
  ) : null;
}

/** The doctor's profile (editable while the company authors an unverified practice), its notes, its offices. */
export function DoctorProfileTab({ doctor }: { doctor: VendorDoctor }) {
  const canWrite = useDoctorWriter();
  const update = useUpdateDoctor(doctor.id);
  const profile = useCardForm(() => profileValuesOf(doctor), PROFILE_FIELDS);
  const notes = useCardForm(() => ({ notes: doctor.notes }), ['notes']);

  const saveProfile = async () => {
    const { name, practice_name, specialty, fax } = profile.values;
    try {
      await update.mutateAsync({
        name: name.trim(),
        practice_name: practice_name.trim(),
        specialty: specialty.trim(),
        fax: unmask(fax, MASKS.phone),
      });
      notify.success('The profile was saved');
      return true;
    } catch (error) {
      profile.fail(error);
      return false;
    }
  };
  const saveNotes = async () => {
    try {
      await update.mutateAsync({ notes: notes.values.notes.trim() });
      notify.success('The notes were saved');
      return true;
    } catch (error) {
      notes.fail(error);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Card
        title="Profile"
        onEdit={profile.reset}
        onSave={saveProfile}
        editContent={
          canWrite && doctor.can_edit ? (
            <>
              <FormError message={profile.formError} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={<RequiredLabel>Name</RequiredLabel>}
                  value={profile.values.name}
                  onChange={(e) => profile.set('name', e.currentTarget.value)}
                  error={profile.errors.name}
                />
                <TextInput
                  label={<RequiredLabel>Practice name</RequiredLabel>}
                  value={profile.values.practice_name}
                  onChange={(e) => profile.set('practice_name', e.currentTarget.value)}
                  error={profile.errors.practice_name}
                />
                <TextInput
                  label="Specialty"
                  value={profile.values.specialty}
                  onChange={(e) => profile.set('specialty', e.currentTarget.value)}
                  error={profile.errors.specialty}
                />
                <MaskedInput
                  mask="phone"
                  label="Fax"
                  value={profile.values.fax}
                  onChange={(masked) => profile.set('fax', masked)}
                  error={profile.errors.fax}
                />
              </SimpleGrid>
            </>
          ) : undefined
        }
      >
        <Stack gap="sm">
          <DetailGrid
            details={[
              { label: 'Name', value: doctor.name },
              { label: 'NPI', value: npiText(doctor.npi) },
              { label: 'Practice', value: doctor.practice.name },
              { label: 'Specialty', value: doctor.specialty },
              { label: 'Email', value: doctor.email },
              { label: 'Fax', value: doctor.fax ? formatPhone(doctor.fax) : '' },
              { label: 'Phones', value: doctor.phones.map((p) => `${formatPhone(p.phone)}${p.label ? ` (${p.label})` : ''}`).join('\n') },
              { label: 'Emails', value: doctor.emails.map((e) => `${e.email}${e.label ? ` (${e.label})` : ''}`).join('\n') },
              { label: 'Verified', value: doctor.verified_at ? formatDate(doctor.verified_at) : 'Not yet (invited)' },
              { label: 'In your list since', value: formatDate(doctor.linked_at) },
            ]}
          />
          {!doctor.can_edit && (
            <Text fz="xs" c="dimmed">
              {lockedReason(doctor)}
            </Text>
          )}
        </Stack>
      </Card>
      <Card
        title="Notes"
        onEdit={notes.reset}
        onSave={saveNotes}
        editContent={
          canWrite ? (
            <>
              <FormError message={notes.formError} />
              <Textarea
                label="Notes"
                note="Your company's own notes; never shown to the practice."
                value={notes.values.notes}
                onChange={(e) => notes.set('notes', e.currentTarget.value)}
                error={notes.errors.notes}
              />
            </>
          ) : undefined
        }
      >
        <Text fz="sm" c={doctor.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {doctor.notes || 'No notes yet.'}
        </Text>
      </Card>
      <DoctorOffices doctor={doctor} canEdit={canWrite && doctor.can_edit} />
    </Stack>
  );
}
