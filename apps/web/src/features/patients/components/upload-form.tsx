import type { FormEvent } from 'react';
import { Button, FileInput, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { MEDIA_MAX_FILES, MEDIA_MIME_TYPES, MEDIA_TYPES, type MediaType } from '@dme/contract';
import { MaskedInput, Select } from '../../../components';
import { notify } from '../../../lib/notify';
import type { PatientSide } from '../api/side';
import { useUploadMedia } from '../api/upload-media';
import { useFormValues } from './use-form-values';

/** Display names of the document types. */
export const MEDIA_TYPE_TITLES: Record<MediaType, string> = {
  prescription: 'Prescription',
  cmn: 'CMN',
  f2f_note: 'Face-to-face note',
  aob: 'AOB',
  hipaa_consent: 'HIPAA consent',
  pa_letter: 'PA letter',
  delivery_ticket: 'Delivery ticket',
  proof_of_delivery: 'Proof of delivery',
  insurance_card: 'Insurance card',
  photo_id: 'Photo ID',
  signature: 'Signature',
  measurement_chart: 'Measurement chart',
  other: 'Other',
};
const TYPE_OPTIONS = MEDIA_TYPES.map((id) => ({ id, title: MEDIA_TYPE_TITLES[id] }));

interface UploadValues {
  file: File[];
  type: MediaType | '';
  expires_at: string;
}
const EMPTY: UploadValues = { file: [], type: '', expires_at: '' };

/** Uploads 1 to 5 PDFs or images with a type and an optional expiry; the server recognises the file type. */
export function UploadForm({ side, patientId }: { side: PatientSide; patientId: number }) {
  const upload = useUploadMedia(side, patientId);
  const form = useFormValues<UploadValues>(EMPTY);
  const { values, errors, set } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.clearErrors();
    try {
      const stored = await upload.mutateAsync({ files: values.file, type: values.type || null, expiresAt: values.expires_at });
      notify.success(stored.length === 1 ? `${stored[0]!.original_name} was uploaded` : `${stored.length} documents were uploaded`);
      form.reset(EMPTY);
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label="Upload documents">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        <FileInput
          label="Files"
          placeholder="PDF or image, up to 20 MB"
          multiple
          clearable
          accept={MEDIA_MIME_TYPES.join(',')}
          value={values.file}
          onChange={(files) => set('file', files.slice(0, MEDIA_MAX_FILES))}
          error={errors.file}
        />
        <Select
          label="Document type"
          placeholder="Other"
          searchable
          clearable
          options={TYPE_OPTIONS}
          value={values.type || null}
          onChange={(id) => set('type', id === null ? '' : (String(id) as MediaType))}
          error={errors.type}
        />
        <MaskedInput
          mask="date"
          label="Expires"
          value={values.expires_at}
          onChange={(v) => set('expires_at', v)}
          error={errors.expires_at}
        />
        <Group>
          <Button type="submit" loading={upload.isPending} disabled={values.file.length === 0}>
            Upload
          </Button>
        </Group>
      </SimpleGrid>
      {form.formError && (
        <Text role="alert" c="red" fz="sm" mt="xs">
          {form.formError}
        </Text>
      )}
    </Paper>
  );
}
