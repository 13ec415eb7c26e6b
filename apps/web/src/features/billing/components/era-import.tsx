import { Alert, Button, FileButton, Group, List } from '@mantine/core';
import { formatCents, type PollResult } from '@dme/contract';
import { FormErrorText, UploadProgress, useUploadTracker } from '../../../components';
import { isCancel } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useFetchNow } from '../api/clearinghouse';
import { ERA_FILE_TYPES, useUploadEra } from '../api/eras';

function PollSummary({ result }: { result: PollResult }) {
  return (
    <Alert color={result.errors.length ? 'orange' : 'green'} variant="light" title="Fetched from the clearinghouse" role="status">
      {result.files} file(s): {result.eras_imported} remittance(s) imported, {result.claims_updated} claim(s) updated,{' '}
      {result.eligibility_answered} eligibility answer(s).
      {result.errors.length > 0 && (
        <List size="sm" mt={4}>
          {result.errors.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** "Upload 835" (multipart `file`) and "Fetch now" (the clearinghouse poll at once), with what each brought in. */
export function EraImport() {
  const upload = useUploadEra();
  const fetchNow = useFetchNow();
  const sending = useUploadTracker();
  const onFile = (file: File | null) =>
    file &&
    upload.mutate(
      { file, ...sending.start() },
      {
        onSuccess: (eras) =>
          notify.success(
            eras.length
              ? eras.map((e) => `${e.payer.name} ${e.trace_number}: ${formatCents(e.total_cents)}`).join('; ')
              : 'Nothing new: the file was imported before.',
            'ERA imported',
          ),
        onSettled: sending.stop,
      },
    );
  return (
    <>
      <Group gap="xs">
        <FileButton onChange={onFile} accept={ERA_FILE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} size="xs" loading={upload.isPending}>
              Upload 835
            </Button>
          )}
        </FileButton>
        <Button size="xs" variant="light" loading={fetchNow.isPending} onClick={() => fetchNow.mutate()}>
          Fetch now
        </Button>
      </Group>
      {sending.progress && <UploadProgress progress={sending.progress} onCancel={sending.cancel} label="835 upload progress" />}
      <FormErrorText error={(isCancel(upload.error) ? null : upload.error) ?? fetchNow.error} />
      {fetchNow.data && <PollSummary result={fetchNow.data} />}
    </>
  );
}
