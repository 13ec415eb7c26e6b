import { useState, type FormEvent } from 'react';
import { Button, FileInput, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { COMPANY_DOCUMENT_TYPES, MEDIA_MAX_FILES, MEDIA_MIME_TYPES, type CompanyDocumentType } from '@dme/contract';
import { MaskedInput, Select } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUploadDocuments } from '../api/upload-documents';
import { splitErrors, type FieldErrorMap } from './office-values';

/** Display names of the company document types. */
export const DOCUMENT_TYPE_TITLES: Record<CompanyDocumentType, string> = {
  license: 'License',
  accreditation: 'Accreditation',
  liability_insurance: 'Liability insurance',
  surety_bond: 'Surety bond',
  w9: 'W-9',
  medicare_enrollment: 'Medicare enrollment',
  other: 'Other',
};
export const DOCUMENT_TYPE_OPTIONS = COMPANY_DOCUMENT_TYPES.map((id) => ({ id, title: DOCUMENT_TYPE_TITLES[id] }));

/** Uploads 1 to 5 PDFs or images with a type and an optional expiry (owner only); the server checks the bytes. */
export function DocumentUploadForm() {
  const upload = useUploadDocuments();
  const [files, setFiles] = useState<File[]>([]);
  const [type, setType] = useState<CompanyDocumentType | null>(null);
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const stored = await upload.mutateAsync({ files, type, expiresAt });
      notify.success(stored.length === 1 ? `${stored[0]!.original_name} was uploaded` : `${stored.length} documents were uploaded`);
      setFiles([]);
      setType(null);
      setExpiresAt('');
    } catch (error) {
      const split = splitErrors(error, ['file', 'type', 'expires_at']);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label="Upload company documents">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        <FileInput
          label="Files"
          placeholder="PDF or image, up to 20 MB"
          multiple
          clearable
          accept={MEDIA_MIME_TYPES.join(',')}
          value={files}
          onChange={(next) => setFiles(next.slice(0, MEDIA_MAX_FILES))}
          error={errors.file}
        />
        <Select
          label="Document type"
          placeholder="Other"
          searchable
          clearable
          options={DOCUMENT_TYPE_OPTIONS}
          value={type}
          onChange={(id) => setType(id === null ? null : (String(id) as CompanyDocumentType))}
          error={errors.type}
        />
        <MaskedInput mask="date" label="Expires" value={expiresAt} onChange={setExpiresAt} error={errors.expires_at} />
        <Group>
          <Button type="submit" loading={upload.isPending} disabled={files.length === 0}>
            Upload
          </Button>
        </Group>
      </SimpleGrid>
      {formError && (
        <Text role="alert" c="red" fz="sm" mt="xs">
          {formError}
        </Text>
      )}
    </Paper>
  );
}
