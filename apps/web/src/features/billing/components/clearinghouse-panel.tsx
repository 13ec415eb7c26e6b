import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime, type ClearinghouseKindKey, type clearinghouseSettings } from '@dme/contract';
import type { z } from 'zod';
import { FormErrorText } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { clearinghouseQueryOptions, useSaveClearinghouse } from '../api/clearinghouse';

const KINDS = [
  { value: 'local', label: 'Local folder' },
  { value: 'claim_md', label: 'Claim.MD' },
];
const kindName = (kind: string) => KINDS.find((k) => k.value === kind)?.label ?? kind;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Stack>
  );
}

type Settings = z.infer<typeof clearinghouseSettings>;

function SettingsForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const save = useSaveClearinghouse();
  const [kind, setKind] = useState<ClearinghouseKindKey>(settings.kind);
  const [key, setKey] = useState('');
  const [submitter, setSubmitter] = useState(settings.submitter_id);
  const [receiver, setReceiver] = useState(settings.receiver_id);
  return (
    <Stack gap="sm">
      <Select
        label="Clearinghouse"
        data={KINDS}
        value={kind}
        onChange={(v) => v && setKind(v as ClearinghouseKindKey)}
        allowDeselect={false}
      />
      {kind === 'claim_md' && (
        <PasswordInput
          label="Claim.MD AccountKey"
          description={settings.has_account_key ? 'A key is stored; leave empty to keep it.' : 'No key stored yet.'}
          value={key}
          onChange={(e) => setKey(e.currentTarget.value)}
          autoComplete="off"
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Submitter id" value={submitter} maxLength={15} onChange={(e) => setSubmitter(e.currentTarget.value)} />
        <TextInput label="Receiver id" value={receiver} maxLength={15} onChange={(e) => setReceiver(e.currentTarget.value)} />
      </SimpleGrid>
      <FormErrorText error={save.error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { kind, submitter_id: submitter.trim(), receiver_id: receiver.trim(), ...(key.trim() ? { account_key: key.trim() } : {}) },
              { onSuccess: () => (notify.success('Clearinghouse saved.'), onDone()) },
            )
          }
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** Which clearinghouse claims and inquiries go through, its folders and last poll; the owner may change it. */
export function ClearinghousePanel() {
  const settings = useQuery(clearinghouseQueryOptions());
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const s = settings.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Clearinghouse
          </Title>
          {s && user && !user.is_staff && !editing && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              Change
            </Button>
          )}
        </Group>
        {settings.isError && (
          <Text fz="sm" c="red">
            {formErrorText(settings.error)}
          </Text>
        )}
        {settings.isPending && (
          <Text fz="sm" c="dimmed">
            Loading…
          </Text>
        )}
        {s && editing && <SettingsForm settings={s} onDone={() => setEditing(false)} />}
        {s && !editing && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Fact label="Kind" value={kindName(s.kind)} />
              <Fact label="Last poll" value={s.last_polled_at ? formatDateTime(s.last_polled_at) : 'Never'} />
              <Fact label="Submitter / receiver" value={`${s.submitter_id || '—'} / ${s.receiver_id || '—'}`} />
              {s.kind === 'claim_md' && <Fact label="AccountKey" value={s.has_account_key ? 'Stored' : 'Missing'} />}
              {s.outbox_dir && <Fact label="Outbox folder" value={s.outbox_dir} />}
              {s.inbox_dir && <Fact label="Inbox folder" value={s.inbox_dir} />}
            </SimpleGrid>
            {s.last_error && (
              <Alert color="red" variant="light" title="Last error">
                {s.last_error}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
