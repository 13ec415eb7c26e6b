import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { formatDate, formatPhone, MASKS, unmask, updateVendorDoctorBody, type VendorDoctor } from '@dme/contract';
import { Card, cardSave, MaskedInput, RequiredLabel, Textarea, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateDoctor } from '../api/update-doctor';
import { DetailGrid } from './detail-grid';
import { npiText } from './doctor-columns';
import { DoctorOffices } from './doctor-offices';
import { useDoctorWriter } from './use-doctor-writer';

type ProfileValues = {
  name: string;
  practice_name: string;
  specialty: string;
  /** As typed, in the phone mask. */
  fax: string;
};

const profileValuesOf = (d: VendorDoctor): ProfileValues => ({
  name: d.name,
  practice_name: d.practice.name,
  specialty: d.specialty,
  fax: d.fax ? formatPhone(d.fax) : '',
});

const profileBody = ({ name, practice_name, specialty, fax }: ProfileValues) => ({
  name: name.trim(),
  practice_name: practice_name.trim(),
  specialty: specialty.trim(),
  fax: unmask(fax, MASKS.phone),
});

/** The profile is checked as the body it sends (the fax as digits), with the server's rules and words. */
const profileFormSchema = z.preprocess((values) => profileBody(values as ProfileValues), updateVendorDoctorBody);

/** Why the profile is read-only for this supplier (the server's rule, doctor-rules on the server). */
const lockedReason = (d: VendorDoctor) =>
  d.is_verified
    ? 'This practice is verified and manages its own profile and offices; only your notes can change.'
    : 'Only the supplier that invited this practice can change its profile and offices.';

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
  const profile = useAppForm<ProfileValues>({ initialValues: profileValuesOf(doctor), schema: profileFormSchema });
  const notes = useAppForm({ initialValues: { notes: doctor.notes }, schema: updateVendorDoctorBody });

  const saveProfile = cardSave(
    profile,
    (values) => update.mutateAsync(profileBody(values)),
    () => notify.success('The profile was saved'),
  );
  const saveNotes = cardSave(
    notes,
    (values) => update.mutateAsync({ notes: values.notes.trim() }),
    () => notify.success('The notes were saved'),
  );

  return (
    <Stack gap="md">
      <Card
        title="Profile"
        onEdit={() => profile.resetTo(profileValuesOf(doctor))}
        onSave={saveProfile}
        editContent={
          canWrite && doctor.can_edit ? (
            <>
              <FormError message={profile.formError} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={<RequiredLabel>Name</RequiredLabel>} {...profile.getInputProps('name')} />
                <TextInput label={<RequiredLabel>Practice name</RequiredLabel>} {...profile.getInputProps('practice_name')} />
                <TextInput label="Specialty" {...profile.getInputProps('specialty')} />
                <MaskedInput mask="phone" label="Fax" {...profile.getInputProps('fax')} value={profile.values.fax} />
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
        onEdit={() => notes.resetTo({ notes: doctor.notes })}
        onSave={saveNotes}
        editContent={
          canWrite ? (
            <>
              <FormError message={notes.formError} />
              <Textarea label="Notes" note="Your company's own notes; never shown to the practice." {...notes.getInputProps('notes')} />
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
