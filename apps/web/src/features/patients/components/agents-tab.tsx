import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type Patient, type PatientAgent } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { useAttachAgent } from '../api/attach-agent';
import { agentsQueryOptions } from '../api/list-agents';

const COLUMNS: readonly DataTableColumn<PatientAgent>[] = [
  { key: 'name', title: 'Agent' },
  { key: 'created_at', title: 'Assigned', render: (a) => formatDateTime(a.created_at), csv: (a) => formatDateTime(a.created_at) },
];

/** The company's staff assigned to the patient; the signed-in user can assign themself. */
export function AgentsTab({ patient }: { patient: Patient }) {
  const { user } = useCurrentUser();
  const agents = useQuery(agentsQueryOptions(patient.id));
  const attach = useAttachAgent(patient.id);
  const isAssigned = agents.data?.some((a) => a.user_id === user?.id) ?? false;

  const assignMe = async () => {
    if (!user) return;
    await attach.mutateAsync(user.id);
    notify.success('You are assigned to this patient');
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Staff of your company who look after this patient.
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => void assignMe().catch(() => undefined)}
          loading={attach.isPending}
          disabled={!agents.data || isAssigned}
        >
          {isAssigned ? 'You are assigned' : 'Assign me'}
        </Button>
      </Group>
      <DataTable
        label="Agents"
        columns={COLUMNS}
        rows={agents.data ?? []}
        loading={agents.isPending}
        emptyText={agents.isError ? formErrorText(agents.error) : 'No agent assigned'}
        withSettings={false}
      />
    </Stack>
  );
}
