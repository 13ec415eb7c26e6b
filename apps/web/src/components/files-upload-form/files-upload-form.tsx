import { Button, FileInput, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { z } from 'zod';
import { MEDIA_MAX_FILES, MEDIA_MIME_TYPES } from '@dme/contract';
import { isCancel } from '../../lib/http-error';
import { notify } from '../../lib/notify';
import { uploadFailureText, type UploadTracking } from '../../lib/upload';
import { FormErrorText, Select, useAppForm } from '../form';
import { MaskedInput } from '../masked-input';
import { UploadProgress, useUploadTracker } from '../upload-progress';

export interface FilesUploadValues<T extends string> {
  files: File[];
  type: T | null;
  /** The date mask's text (mm/dd/yyyy), or '' for none. */
  expiresAt: string;
}

export interface FilesUploadFormProps<T extends string> {
  /** Accessible name of the form. */
  label: string;
  typeOptions: readonly { id: T; title: string }[];
  /** The type chosen first; the user may change it. */
  defaultType?: T | null;
  /** The type may be left empty (the server files it as `other`). */
  typeClearable?: boolean;
  /** The contract's schema of the upload's text fields (`type`, `expires_at`): the server's rules, checked first. */
  fieldsSchema: z.ZodObject;
  /** Sends the files (through `upload` in lib/upload); answers what was stored. */
  send: (values: FilesUploadValues<T>, tracking: UploadTracking) => Promise<{ original_name: string }[]>;
  onUploaded?: (stored: { original_name: string }[]) => void;
  /** Inside another frame (a dialog): no border of its own, two columns. */
  bare?: boolean;
}

interface FormValues extends Record<string, unknown> {
  file: File[];
  type: string | null;
  expires_at: string;
}

const fileList = z
  .array(z.instanceof(File))
  .min(1, 'Choose a file.')
  .max(MEDIA_MAX_FILES, `At most ${MEDIA_MAX_FILES} files can be uploaded at once.`);

/**
 * Uploads 1 to 5 PDFs or images with a document type and an optional expiry: the form of the company's, a patient's
 * and an order's documents. The files go with their progress bar and a Cancel button; sizes and types the server
 * would refuse are refused before sending, and the server's 422 lands on its fields.
 */
export function FilesUploadForm<T extends string>(props: FilesUploadFormProps<T>) {
  const { label, typeOptions, defaultType = null, typeClearable = true, fieldsSchema, send, onUploaded, bare = false } = props;
  // The empty type and date of the form are "none" to the contract's optional fields.
  const schema = z.preprocess(
    (v) => ({ ...(v as FormValues), type: (v as FormValues).type || undefined, expires_at: (v as FormValues).expires_at || undefined }),
    fieldsSchema.extend({ file: fileList }),
  );
  const form = useAppForm<FormValues>({ schema, initialValues: { file: [], type: defaultType, expires_at: '' } });
  const sending = useUploadTracker();

  const submit = form.onSubmit(async (values) => {
    try {
      const stored = await send({ files: values.file, type: values.type as T | null, expiresAt: values.expires_at }, sending.start());
      notify.success(stored.length === 1 ? `${stored[0]!.original_name} was uploaded` : `${stored.length} documents were uploaded`);
      form.setValues({ file: [], expires_at: '' });
      onUploaded?.(stored);
    } catch (error) {
      if (isCancel(error)) return;
      form.fail(error);
      const lost = uploadFailureText(error);
      if (lost) form.setFormError(lost);
    } finally {
      sending.stop();
    }
  });

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
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: bare ? 2 : 4 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
          <FileInput
            label="Files"
            placeholder="PDF or image, up to 20 MB"
            multiple
            clearable
            accept={MEDIA_MIME_TYPES.join(',')}
            disabled={sending.progress !== null}
            {...form.getInputProps('file')}
            onChange={(next) => form.setFieldValue('file', next.slice(0, MEDIA_MAX_FILES))}
          />
          <Select
            label="Document type"
            placeholder="Other"
            searchable
            clearable={typeClearable}
            options={typeOptions}
            value={form.getValues().type}
            onChange={(id) => form.setFieldValue('type', id === null ? null : String(id))}
            error={form.errors.type as string | undefined}
          />
          <MaskedInput
            mask="date"
            label="Expires"
            value={form.getValues().expires_at}
            onChange={(v) => form.setFieldValue('expires_at', v)}
            error={form.errors.expires_at as string | undefined}
          />
          <Group>
            <Button type="submit" loading={sending.progress !== null} disabled={form.getValues().file.length === 0}>
              Upload
            </Button>
          </Group>
        </SimpleGrid>
        {sending.progress && <UploadProgress progress={sending.progress} onCancel={sending.cancel} />}
        <FormErrorText error={form.formError} />
      </Stack>
    </Paper>
  );
}
