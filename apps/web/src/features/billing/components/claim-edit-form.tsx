import { Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { PLACES_OF_SERVICE, type ClaimDetail, type UpdateClaimBody } from '@dme/contract';
import { ModalFooter, useAppForm } from '../../../components';
import { LineFields } from './claim-line-fields';
import { AddRow, RemoveRow } from './form-actions';
import { claimSchema, claimValuesOf, type ClaimValues } from './form-values';

const POS_OPTIONS = Object.entries(PLACES_OF_SERVICE).map(([value, label]) => ({ value, label: `${value} · ${label}` }));

export interface ClaimEditFormProps {
  claim: ClaimDetail;
  pending: boolean;
  /** Sends the body; `onError` puts the server's refusal on the form. */
  onSubmit: (body: UpdateClaimBody, handlers: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
}

/** Diagnoses, place of service, prior authorisation and the lines; charges typed in dollars go out as cents. */
export function ClaimEditForm({ claim, pending, onSubmit, onCancel }: ClaimEditFormProps) {
  const form = useAppForm<ClaimValues>({ schema: claimSchema, initialValues: claimValuesOf(claim) });
  const { diagnoses, lines } = form.getValues();
  const diagnosesError = form.errors.diagnoses;

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(claimSchema.parse(values), { onError: form.fail }))} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap">
          <Select label="Place of service" data={POS_OPTIONS} {...form.getInputProps('place_of_service')} allowDeselect={false} miw={200} />
          <TextInput label="Prior authorisation number" maxLength={50} {...form.getInputProps('prior_auth_number')} miw={200} />
        </Group>
        <Stack gap={6}>
          <Text fw={600} fz="sm">
            Diagnoses (ICD-10, in pointer order)
          </Text>
          {diagnoses.map((_, i) => (
            <Group key={i} gap="xs" align="flex-start">
              <TextInput
                aria-label={`Diagnosis ${i + 1}`}
                leftSection={<Text fz="xs">{i + 1}</Text>}
                {...form.getInputProps(`diagnoses.${i}`)}
                w={180}
              />
              <RemoveRow label={`Remove diagnosis ${i + 1}`} onRemove={() => form.removeListItem('diagnoses', i)} mt={4} />
            </Group>
          ))}
          {diagnoses.length < 12 && <AddRow onAdd={() => form.insertListItem('diagnoses', '')}>Add diagnosis</AddRow>}
          {diagnosesError && (
            <Text fz="sm" c="red">
              {diagnosesError}
            </Text>
          )}
        </Stack>
        {lines.map((line, i) => (
          <Paper key={line.id} withBorder p="xs" radius="sm">
            <LineFields index={i} label={line.label} inputProps={(field) => form.getInputProps(`lines.${i}.${field}`)} />
          </Paper>
        ))}
        <ModalFooter submitLabel="Save claim" pending={pending} error={form.formError} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
