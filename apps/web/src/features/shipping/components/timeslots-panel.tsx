import { useQuery } from '@tanstack/react-query';
import { Badge, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, type Timeslot } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { timeslotsQueryOptions } from '../api/timeslots';
import { formatWindow } from './format';
import { TimeslotForm } from './timeslot-form';

const SLOT_COLORS: Record<Timeslot['status'], string> = { offered: 'blue', agreed: 'green', declined: 'gray' };

/** The windows offered to and agreed with the patient, and (for editors) the form to add one. */
export function TimeslotsPanel({ suborderId, mayEdit }: { suborderId: number; mayEdit: boolean }) {
  const slots = useQuery(timeslotsQueryOptions(suborderId));
  let list;
  if (slots.isPending) list = <Loader size="sm" aria-label="Loading the windows" />;
  else if (slots.isError)
    list = (
      <Text c="red" fz="sm">
        {formErrorText(slots.error)}
      </Text>
    );
  else if (slots.data.length === 0)
    list = (
      <Text fz="sm" c="dimmed">
        No window offered yet.
      </Text>
    );
  else {
    list = (
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Delivery windows" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Window</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Added</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slots.data.map((slot) => (
              <Table.Tr key={slot.id}>
                <Table.Td>{formatWindow(slot)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={SLOT_COLORS[slot.status]} tt="capitalize">
                    {slot.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(slot.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Time slots">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Time slots
        </Title>
        {list}
        {mayEdit && <TimeslotForm suborderId={suborderId} />}
      </Stack>
    </Paper>
  );
}
