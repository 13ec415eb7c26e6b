import { useState, type FormEvent } from 'react';
import { Button, FileInput, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { MEDIA_MAX_FILES, MEDIA_MIME_TYPES, type MediaType, type OrderDocument } from '@dme/contract';
import { MaskedInput, Select } from '../../../components';
import { notify } from '../../../lib/notify';
import { splitServerErrors, type FieldErrors } from '../../auth';
import type { DocumentSide } from '../api/side';
import { useUploadDocuments } from '../api/upload-documents';
import { DOCUMENT_TYPE_OPTIONS } from './document-types';

type Field = 'file' | 'type' | 'expires_at';
const FIELDS: readonly Field[] = ['file', 'type', 'expires_at'];

export interface UploadFormProps {
  side: DocumentSide;
  orderId: number;
  /** The type chosen first (a request's type); the user may change it. */
  defaultType?: MediaType;
  /** Only these types are offered (a request accepts its own type). */
  types?: readonly MediaType[];
  onUploaded?: (documents: OrderDocument[]) => void;
  /** Accessible name of the form. */
  label?: string;
  /** Inside another frame (a dialog): no border of its own. */
  bare?: boolean;
}

/** Uploads 1 to 5 PDFs or images to the order with a type and an optional expiry; the server checks the bytes. */
export function UploadForm({ side, orderId, defaultType, types, onUploaded, label = 'Upload documents', bare = false }: UploadFormProps) {
  const upload = useUploadDocuments(side, orderId);
  const [files, setFiles] = useState<File[]>([]);
  const [type, setType] = useState<MediaType | null>(defaultType ?? null);
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const options = types ? DOCUMENT_TYPE_OPTIONS.filter((o) => types.includes(o.id)) : DOCUMENT_TYPE_OPTIONS;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const stored = await upload.mutateAsync({ files, type, expiresAt });
      notify.success(stored.length === 1 ? `${stored[0]!.original_name} was uploaded` : `${stored.length} documents were uploaded`);
      setFiles([]);
      setExpiresAt('');
      onUploaded?.(stored);
    } catch (error) {
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <Paper
      withBorder={!bare}
      radius="md"
      p={bare ? 0 : 'md'}
      bg={bare ? undefined : 'var(--mantine-color-gray-0)'}
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={label}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: bare ? 2 : 4 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        <FileInput
          label="Files"
          placeholder="PDF or image, up to 20 MB"
          multiple
          clearable
          accept={MEDIA_MIME_TYPES.join(',')}
          value={files}
          onChange={(next) => {
            setFiles(next.slice(0, MEDIA_MAX_FILES));
            setErrors((e) => ({ ...e, file: undefined }));
          }}
          error={errors.file}
        />
        <Select
          label="Document type"
          placeholder="Other"
          searchable
          clearable={!types}
          options={options}
          value={type}
          onChange={(id) => {
            setType(id === null ? null : (String(id) as MediaType));
            setErrors((e) => ({ ...e, type: undefined }));
          }}
          error={errors.type}
        />
        <MaskedInput
          mask="date"
          label="Expires"
          value={expiresAt}
          onChange={(v) => {
            setExpiresAt(v);
            setErrors((e) => ({ ...e, expires_at: undefined }));
          }}
          error={errors.expires_at}
        />
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
