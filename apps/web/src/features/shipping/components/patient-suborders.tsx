import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPhone, type PatientShippingData } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { patientShippingDataQueryOptions } from '../api/lookups';
import { SubordersList } from './suborders-list';

function Summary({ data }: { data: PatientShippingData }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" data-testid="shipping-counts">
        <Badge variant="light" color="gray" tt="none">
          {data.suborders.total} suborders
        </Badge>
        <Badge variant="light" color="blue" tt="none">
          {data.suborders.open} open
        </Badge>
        <Badge variant="light" color="teal" tt="none">
          {data.suborders.delivered} delivered
        </Badge>
        {data.last_delivered_at && (
          <Badge variant="light" color="gray" tt="none">
            Last delivery {formatDate(data.last_delivered_at)}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Phone
          </Text>
          <Text fz="sm">
            {data.phone ? <Anchor href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(data.phone)}</Anchor> : '—'}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Delivery addresses
          </Text>
          {data.addresses.length === 0 ? (
            <Text fz="sm">—</Text>
          ) : (
            data.addresses.map((a) => (
              <Text fz="sm" key={a.id}>
                <Text span fz="xs" c="dimmed" tt="capitalize">
                  {a.type}:
                </Text>{' '}
                {a.full_address}
              </Text>
            ))
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** The suborders tab of a patient: how they are reached (addresses, phone, counts) and their shipments. */
export function PatientSuborders({ patientId }: { patientId: number }) {
  const data = useQuery(patientShippingDataQueryOptions(patientId));
  return (
    <Stack gap="md" pt="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Shipping data">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Shipping data
          </Title>
          {data.isPending ? (
            <Loader size="sm" aria-label="Loading the shipping data" />
          ) : data.isError ? (
            <Text fz="sm" c="red">
              {formErrorText(data.error)}
            </Text>
          ) : (
            <Summary data={data.data} />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <SubordersList patientId={patientId} />
      </Paper>
    </Stack>
  );
}
