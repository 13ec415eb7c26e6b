import { Button, Group, Stack, Text } from '@mantine/core';
import { patientBody as patientBodySchema, type Patient } from '@dme/contract';
import { Modal, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreatePatient } from '../api/create-patient';
import type { PatientSide } from '../api/side';
import { PatientFields } from './patient-fields';
import { EMPTY_PATIENT, patientBody, patientFormSchema, type PatientFormValues } from './patient-values';

export interface CreatePatientModalProps {
  side: PatientSide;
  opened: boolean;
  onClose: () => void;
  onCreated: (patient: Patient) => void;
}

/** "New patient": the server checks every field and its 422 messages are shown under the fields they name. */
export function CreatePatientModal({ side, opened, onClose, onCreated }: CreatePatientModalProps) {
  const create = useCreatePatient(side);
  const form = useAppForm<PatientFormValues>({ initialValues: EMPTY_PATIENT, schema: patientFormSchema(patientBodySchema) });

  const submit = form.onSubmit((values) => {
    form.clearFormError();
    create.mutate(patientBody(values), {
      onSuccess: (patient) => {
        notify.success(`${patient.full_name} was added`);
        onClose();
        onCreated(patient);
      },
      onError: form.fail,
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="New patient" size="xl" onExited={() => form.resetTo(EMPTY_PATIENT)}>
      <form onSubmit={submit} noValidate aria-label="New patient">
        <Stack gap="md">
          <PatientFields form={form} />
          {form.formError && (
            <Text role="alert" c="red" fz="sm">
              {form.formError}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create patient
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
