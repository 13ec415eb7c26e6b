import { useQuery } from '@tanstack/react-query';
import { Alert, Loader, SimpleGrid, Text } from '@mantine/core';
import { applyMask, formatPhone, MASKS, type Order } from '@dme/contract';
import { Card } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { vendorDoctorOfficeQueryOptions, vendorDoctorQueryOptions } from '../api/lookups';
import { DetailGrid } from './detail-grid';

function Prescriber({ doctorId }: { doctorId: number }) {
  const doctor = useQuery(vendorDoctorQueryOptions(doctorId));
  if (doctor.isPending) return <Loader size="sm" aria-label="Loading the doctor" />;
  if (doctor.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(doctor.error)}
      </Alert>
    );
  }
  const d = doctor.data;
  return (
    <DetailGrid
      cols={{ base: 1, xs: 2 }}
      details={[
        { label: 'Name', value: d.name },
        { label: 'NPI', value: d.npi ? applyMask(d.npi, MASKS.npi) : '' },
        { label: 'Practice', value: d.practice.name },
        { label: 'Specialty', value: d.specialty },
        { label: 'Phone', value: d.phones.map((p) => formatPhone(p.phone)).join(', ') },
        { label: 'Fax', value: d.fax ? formatPhone(d.fax) : '' },
        { label: 'Email', value: d.email },
        { label: 'Verified', value: d.is_verified ? 'Yes' : 'Not yet' },
      ]}
    />
  );
}

function Office({ doctorId, locationId }: { doctorId: number; locationId: number }) {
  const office = useQuery(vendorDoctorOfficeQueryOptions(doctorId, locationId));
  if (office.isPending) return <Loader size="sm" aria-label="Loading the office" />;
  if (office.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(office.error)}
      </Alert>
    );
  }
  const o = office.data;
  return (
    <DetailGrid
      cols={{ base: 1, xs: 2 }}
      details={[
        { label: 'Office', value: o.name },
        { label: 'Address', value: o.full_address },
        { label: 'Contacts', value: o.contacts.map((c) => [c.name, c.phone && formatPhone(c.phone)].filter(Boolean).join(' ')).join('\n') },
      ]}
    />
  );
}

/** The prescriber and the office the order was written at, as the supplier's doctor directory knows them. */
export function DoctorTab({ order }: { order: Order }) {
  if (order.no_doctor || !order.doctor_id) {
    return (
      <Text fz="sm" c="dimmed">
        {order.no_doctor ? 'This order has no doctor.' : 'No doctor is attached to the order.'}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Card title="Prescriber">
        <Prescriber doctorId={order.doctor_id} />
      </Card>
      <Card title="Office">
        {order.doctor_location_id ? (
          <Office doctorId={order.doctor_id} locationId={order.doctor_location_id} />
        ) : (
          <Text fz="sm" c="dimmed">
            No office.
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
