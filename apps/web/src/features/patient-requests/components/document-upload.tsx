import { useState } from 'react';
import { Alert, Button, FileInput, Stack, Text } from '@mantine/core';
import { MEDIA_MAX_BYTES, MEDIA_MIME_TYPES } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { useUploadRequestDocument } from '../api/upload-document';

/** A document request: one photo (the phone offers its camera) or PDF, sent to the supplier's order documents. */
export function DocumentUpload({ requestId }: { requestId: number }) {
  const upload = useUploadRequestDocument(requestId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    if (!file) return setError('Choose a photo or a file first.');
    if (file.size > MEDIA_MAX_BYTES) return setError('The file may not be greater than 20 MB.');
    try {
      await upload.mutateAsync(file);
    } catch (e) {
      setError(formErrorText(e));
    }
  };
  return (
    <Stack gap="md">
      <Text fz="md">Take a photo of the document or choose a PDF.</Text>
      <FileInput
        label="Photo or file"
        placeholder="Tap to choose"
        size="lg"
        accept={MEDIA_MIME_TYPES.join(',')}
        value={file}
        onChange={setFile}
        clearable
        error={error}
        // The default placeholder grey reads below 4.5:1 on white (axe).
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
      {upload.isError && !error && <Alert color="red">{formErrorText(upload.error)}</Alert>}
      <Button size="xl" fullWidth loading={upload.isPending} onClick={() => void send()} styles={{ label: { fontSize: 19, fontWeight: 700 } }}>
        Send to my supplier
      </Button>
    </Stack>
  );
}
