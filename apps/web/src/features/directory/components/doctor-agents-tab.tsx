import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type VendorDoctor, type VendorDoctorAgent } from '@dme/contract';
import { DataTable, Select, type DataTableColumn } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { companyStaffOf, departmentsQueryOptions } from '../../company';
import { useAttachDoctorAgent } from '../api/attach-doctor-agent';
import { doctorAgentsQueryOptions } from '../api/list-doctor-agents';
import { useDoctorWriter } from './use-doctor-writer';

const COLUMNS: readonly DataTableColumn<VendorDoctorAgent>[] = [
  { key: 'name', title: 'Agent' },
  { key: 'created_at', title: 'Assigned', render: (a) => formatDateTime(a.created_at), csv: (a) => formatDateTime(a.created_at) },
];

/** The company's users (sales agents) who look after the doctor; writers assign themselves or a colleague. */
export function DoctorAgentsTab({ doctor }: { doctor: VendorDoctor }) {
  const { user } = useCurrentUser();
  const canWrite = useDoctorWriter();
  const agents = useQuery(doctorAgentsQueryOptions(doctor.id));
  // Colleagues are known from the departments (the owner and hr staff see who works where).
  const mayPickColleague = canWrite && user !== null && (!user.is_staff || user.staff_roles.includes('hr'));
  const departments = useQuery({ ...departmentsQueryOptions(), enabled: mayPickColleague });
  const attach = useAttachDoctorAgent(doctor.id);
  const [colleague, setColleague] = useState<number | null>(null);
  const assigned = new Set((agents.data ?? []).map((a) => a.user_id));
  const colleagues = companyStaffOf(departments.data ?? []).filter((p) => !assigned.has(p.user_id));

  const assign = async (userId: number, who: string) => {
    await attach.mutateAsync(userId);
    notify.success(`${who} assigned to ${doctor.name}`);
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Staff of your company who look after this doctor.
      </Text>
      {canWrite && user && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => void assign(user.id, 'You are').catch(() => undefined)}
            loading={attach.isPending && attach.variables === user.id}
            disabled={!agents.data || assigned.has(user.id)}
          >
            {assigned.has(user.id) ? 'You are assigned' : 'Assign me'}
          </Button>
          {mayPickColleague && colleagues.length > 0 && (
            <>
              <Select
                size="xs"
                aria-label="Colleague to assign"
                placeholder="Choose a colleague"
                options={colleagues}
                idField="user_id"
                textField="name"
                value={colleague}
                onChange={(id) => setColleague(id === null ? null : Number(id))}
                w={200}
              />
              <Button
                size="xs"
                variant="default"
                disabled={colleague === null}
                onClick={() => {
                  const person = colleagues.find((c) => c.user_id === colleague);
                  if (!person) return;
                  void assign(person.user_id, person.name)
                    .then(() => setColleague(null))
                    .catch(() => undefined);
                }}
              >
                Assign
              </Button>
            </>
          )}
        </Group>
      )}
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
