import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Loader, Paper, Stack, Title } from '@mantine/core';
import { applyMask, formatDate, formatPhone, MASKS, type Order } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { patientQueryOptions, patientTabHref } from '../../patients';
import type { OrderSide } from '../api/side';
import { DetailGrid } from './detail-grid';

/** Who the order is for, as the patient's record says; the record itself is edited on the patient screen. */
export function PatientInfoTab({ side, order }: { side: OrderSide; order: Order }) {
  const patientId = order.patient_id ?? 0;
  const patient = useQuery({ ...patientQueryOptions(side, patientId), enabled: patientId > 0 });
  let body;
  if (!order.patient_id)
    body = (
      <Alert color="yellow" variant="light">
        No patient is chosen for this order.
      </Alert>
    );
  else if (patient.isPending) body = <Loader size="sm" aria-label="Loading the patient" />;
  else if (patient.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(patient.error)}
      </Alert>
    );
  } else {
    const p = patient.data;
    body = (
      <Stack gap="md">
        <DetailGrid
          details={[
            { label: 'Name', value: p.full_name },
            { label: 'Date of birth', value: formatDate(p.dob) },
            { label: 'Gender', value: p.gender === 'F' ? 'Female' : 'Male' },
            { label: 'Phone', value: formatPhone(p.phone) },
            { label: 'Email', value: p.email },
            { label: 'Language', value: p.language },
            { label: 'Medicare ID', value: p.medicare_id ? applyMask(p.medicare_id, MASKS.medicare) : '' },
            { label: 'Medicaid ID', value: p.medicaid_id ? applyMask(p.medicaid_id, MASKS.medicaid) : '' },
            {
              label: 'Height / weight',
              value: [p.height_in && `${p.height_in} in`, p.weight_lb && `${p.weight_lb} lb`].filter(Boolean).join(' · '),
            },
          ]}
        />
        <Anchor component={Link} to={patientTabHref(side, p.id)} fz="sm">
          Open the patient’s record
        </Anchor>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={1000} component="section" aria-label="Patient">
      <Title order={2} fz="lg" mb="sm">
        Patient
      </Title>
      {body}
    </Paper>
  );
}
