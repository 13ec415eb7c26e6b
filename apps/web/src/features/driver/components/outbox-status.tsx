import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useConfirm } from '../../../components';
import { driverOutbox, type OutboxEntry } from '../outbox';
import { useOutbox } from '../outbox/use-outbox';
import { driverPointHref } from '../routes';

/** "Saved on the phone, will send when online (2 pending)". */
export const pendingText = (count: number) => `Saved on the phone, will send when online (${count} pending)`;

function RefusedEntry({ entry }: { entry: OutboxEntry }) {
  const confirm = useConfirm();
  const discard = async () => {
    const answer = await confirm({
      title: 'Discard this delivery?',
      text: `The record of ${entry.label} kept on the phone will be deleted and not sent.`,
      confirmLabel: 'Discard',
      color: 'red',
    });
    if (answer) await driverOutbox.discard(entry.key);
  };
  return (
    <Alert color="red" title={`Not sent: ${entry.label}`} data-outbox-error={entry.key}>
      <Stack gap="xs">
        <Text size="sm">{entry.error}</Text>
        <Group gap="xs" grow>
          <Button component={Link} to={driverPointHref(entry.routeId, entry.pointId)} size="md" variant="light">
            Fix
          </Button>
          <Button size="md" variant="subtle" color="red" onClick={() => void discard()}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * What the phone still owes the server. `always`: also says when nothing is waiting (the dashboard); elsewhere it
 * only appears when something is.
 */
export function OutboxStatus({ always = false }: { always?: boolean }) {
  const { entries, sending } = useOutbox();
  const waiting = entries.filter((e) => e.error === null);
  const refused = entries.filter((e) => e.error !== null);
  if (entries.length === 0)
    return always ? (
      <Text size="sm" c="dimmed" role="status">
        All deliveries are sent.
      </Text>
    ) : null;
  return (
    <Stack gap="sm" aria-label="Deliveries on the phone" role="region">
      {waiting.length > 0 && (
        <Alert color="yellow" title="Not sent yet" role="status">
          <Stack gap="xs">
            <Text size="sm">{pendingText(waiting.length)}</Text>
            <Button size="md" variant="light" color="yellow" loading={sending.length > 0} onClick={() => void driverOutbox.retryNow()}>
              Send now
            </Button>
          </Stack>
        </Alert>
      )}
      {refused.map((entry) => (
        <RefusedEntry key={entry.key} entry={entry} />
      ))}
    </Stack>
  );
}
