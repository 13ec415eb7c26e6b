import { Button, FileInput, Stack, Text } from '@mantine/core';
import { MEDIA_MIME_TYPES } from '@dme/contract';
import { FormErrorText, UploadProgress, useAppForm, useUploadTracker } from '../../../components';
import { isCancel } from '../../../lib/http-error';
import { useUploadRequestDocument } from '../api/upload-document';

interface Values extends Record<string, unknown> {
  file: File | null;
}

const validate = { file: (file: File | null) => (file ? null : 'Choose a photo or a file first.') };

/** A document request: one photo (the phone offers its camera) or PDF, sent to the supplier's order documents. */
export function DocumentUpload({ requestId }: { requestId: number }) {
  const upload = useUploadRequestDocument(requestId);
  const form = useAppForm<Values>({ initialValues: { file: null }, validate });
  const sending = useUploadTracker();
  const send = form.onSubmit(async ({ file }) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ file, ...sending.start() });
    } catch (error) {
      if (!isCancel(error)) form.fail(error);
    } finally {
      sending.stop();
    }
  });
  return (
    <form onSubmit={send} noValidate aria-label="Send the document">
      <Stack gap="md">
        <Text fz="md">Take a photo of the document or choose a PDF.</Text>
        <FileInput
          label="Photo or file"
          placeholder="Tap to choose"
          size="lg"
          accept={MEDIA_MIME_TYPES.join(',')}
          clearable
          disabled={sending.progress !== null}
          {...form.getInputProps('file')}
          // The default placeholder grey reads below 4.5:1 on white (axe).
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        {sending.progress && <UploadProgress progress={sending.progress} onCancel={sending.cancel} />}
        <FormErrorText error={form.formError} />
        <Button type="submit" size="xl" fullWidth loading={sending.progress !== null} styles={{ label: { fontSize: 19, fontWeight: 700 } }}>
          Send to my supplier
        </Button>
      </Stack>
    </form>
  );
}
