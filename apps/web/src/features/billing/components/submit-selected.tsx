import { Alert, Button, List } from '@mantine/core';
import { formatCents } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useSubmitClaims } from '../api/submit-claims';

/** Why the server refused a batch: its per-claim messages when it sent them, else its message. */
export function SubmitRefusal({ error }: { error: unknown }) {
  if (!error) return null;
  const { message, errors } = readServerError(error);
  const lines = errors ? Object.values(errors).flat() : [];
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={readServerError(error).status === 409 ? 'Not submitted: some claims are not ready' : 'Not submitted'}
    >
      {message}
      {lines.length > 0 && (
        <List size="sm" mt={4}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** Sends the chosen claims as one 837P and says which batch (file, control number, total) carried them. */
export function useSubmitWithNotice(onDone?: () => void) {
  const submit = useSubmitClaims();
  const run = (ids: number[]) =>
    submit.mutate(ids, {
      onSuccess: ({ batch }) => {
        notify.success(
          `${batch.claims} claim(s), ${formatCents(batch.total_cents)} in ${batch.file_name} (control number ${batch.control_number}).`,
          'Claims submitted',
        );
        onDone?.();
      },
    });
  return { run, submit };
}

/** Selected ids, not rows: a selection may span pages, and the table only hands back the rows of the page shown. */
export function SubmitSelectedButton({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const { run, submit } = useSubmitWithNotice(onDone);
  return (
    <>
      <Button size="xs" disabled={ids.length === 0} loading={submit.isPending} onClick={() => run([...ids])}>
        Submit selected{ids.length > 0 ? ` (${ids.length})` : ''}
      </Button>
      <SubmitRefusal error={submit.error} />
    </>
  );
}
