import { useNavigate } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import { applyMask, formatDate, formatDateTime, formatPhone, MASKS, patientUpdateBody, type Patient } from '@dme/contract';
import { Card, cardSave, useAppForm, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useDeletePatient } from '../api/delete-patient';
import type { PatientSide } from '../api/side';
import { useUpdatePatient } from '../api/update-patient';
import { patientsListHref } from '../routes';
import { DetailGrid } from './detail-grid';
import { HipaaCard } from './hipaa-card';
import { PatientFields } from './patient-fields';
import { patientBody, patientFormSchema, patientFormValues, type PatientFormValues } from './patient-values';

const masked = (value: string | null, mask: string) => (value ? applyMask(value, mask) : '');

/** The patient's own data: a card that switches to its form; the server's 422 messages appear under the fields. */
export function InfoTab({ side, patient }: { side: PatientSide; patient: Patient }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const update = useUpdatePatient(side, patient.id);
  const remove = useDeletePatient(side);
  const form = useAppForm<PatientFormValues>({
    initialValues: patientFormValues(patient),
    schema: patientFormSchema(patientUpdateBody),
  });
  const save = cardSave(
    form,
    (values) => update.mutateAsync(patientBody(values)),
    () => notify.success('Patient saved'),
  );

  const deletePatient = async () => {
    const answer = await confirm({
      text: `Delete ${patient.full_name}? The record disappears from every list.`,
      confirmLabel: 'Delete',
      color: 'red',
    });
    if (!answer) return;
    await remove.mutateAsync(patient.id);
    notify.success(`${patient.full_name} was deleted`);
    await navigate(patientsListHref(side));
  };

  return (
    <Stack gap="md">
      <Card
        title="Patient information"
        onEdit={() => form.resetTo(patientFormValues(patient))}
        onSave={save}
        onCancel={() => form.resetTo(patientFormValues(patient))}
        editContent={
          <Stack gap="sm">
            <PatientFields form={form} storedSsn={patient.ssn_last4} />
            {form.formError && (
              <Text role="alert" c="red" fz="sm">
                {form.formError}
              </Text>
            )}
          </Stack>
        }
      >
        <DetailGrid
          details={[
            { label: 'First name', value: patient.first_name },
            { label: 'Middle name', value: patient.middle_name },
            { label: 'Last name', value: patient.last_name },
            { label: 'Date of birth', value: formatDate(patient.dob) },
            { label: 'Gender', value: patient.gender === 'F' ? 'Female' : 'Male' },
            { label: 'Language', value: patient.language },
            { label: 'Phone', value: formatPhone(patient.phone) },
            { label: 'Email', value: patient.email },
            { label: 'SSN', value: patient.ssn_last4 ? `***-**-${patient.ssn_last4}` : '' },
            { label: 'Medicare ID', value: masked(patient.medicare_id, MASKS.medicare) },
            { label: 'Medicaid ID', value: masked(patient.medicaid_id, MASKS.medicaid) },
            {
              label: 'Height / weight',
              value: [patient.height_in && `${patient.height_in} in`, patient.weight_lb && `${patient.weight_lb} lb`]
                .filter(Boolean)
                .join(' · '),
            },
            { label: 'Notes', value: patient.notes },
            { label: 'Added', value: formatDateTime(patient.created_at) },
            ...(patient.linked_at && !patient.is_owner ? [{ label: 'Shared with you', value: formatDateTime(patient.linked_at) }] : []),
          ]}
        />
      </Card>
      {side === 'doctor' && <HipaaCard patient={patient} />}
      {patient.is_owner && (
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" color="red" onClick={() => void deletePatient().catch(() => undefined)}>
            Delete patient
          </Button>
        </Group>
      )}
    </Stack>
  );
}
