import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, type Order, type PatientInsurance } from '@dme/contract';
import { Card, Select } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useOrderAccess } from '../access';
import { patientRecordsQueryOptions } from '../api/lookups';
import { useAttachInsurance } from '../api/order-fields';
import type { OrderSide } from '../api/side';
import { DetailGrid } from './detail-grid';
import { RecordsState } from './records-state';
import { useOrderCardForm } from './use-order-card';

const insuranceValuesOf = (order: Order) => ({ insurance_id: order.insurance_id });
const insuranceBody = (values: ReturnType<typeof insuranceValuesOf>) => ({ insurance_id: values.insurance_id ?? '' });

const policyText = (i: Pick<PatientInsurance, 'payer_name' | 'type' | 'member_id'>) => `${i.payer_name} · ${i.type} · ${i.member_id}`;

interface PolicyLineProps {
  policy: PatientInsurance;
  chosen: boolean;
  /** The supplier attaches an active policy to the order in one click (`insurance/attach`). */
  onAttach?: () => void;
  attaching?: boolean;
}

function PolicyLine({ policy, chosen, onAttach, attaching = false }: PolicyLineProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fz="sm" fw={chosen ? 600 : undefined}>
        {policyText(policy)}
      </Text>
      <Badge size="sm" variant="light" color={policy.is_active ? 'teal' : 'gray'}>
        {policy.is_active ? 'Active' : 'Inactive'}
      </Badge>
      {chosen && (
        <Badge size="sm" variant="filled">
          On this order
        </Badge>
      )}
      {policy.termination_date && (
        <Text fz="xs" c="dimmed">
          until {formatDate(policy.termination_date)}
        </Text>
      )}
      {onAttach && !chosen && policy.is_active && (
        <Button
          size="compact-xs"
          variant="light"
          ml="auto"
          onClick={onAttach}
          loading={attaching}
          aria-label={`Attach ${policyText(policy)}`}
        >
          Attach to the order
        </Button>
      )}
    </Group>
  );
}

/** The policy the order is billed to, chosen among the patient's policies (kept on the patient's record). */
export function InsuranceTab({ side, order }: { side: OrderSide; order: Order }) {
  const access = useOrderAccess(side, order);
  const attach = useAttachInsurance(order.id);
  const [attachError, setAttachError] = useState<string | null>(null);
  const attachPolicy = (policy: PatientInsurance) => {
    setAttachError(null);
    attach.mutate(policy.id, {
      onSuccess: () => notify.success(`${policy.payer_name} is the order’s insurance`),
      onError: (error) => setAttachError(formErrorText(error)),
    });
  };
  const policies = useQuery({
    ...patientRecordsQueryOptions(side, order.patient_id ?? 0, 'insurances'),
    enabled: Boolean(order.patient_id),
  });
  const { form, cardProps } = useOrderCardForm({
    side,
    order,
    valuesOf: insuranceValuesOf,
    bodyOf: insuranceBody,
    savedMessage: 'The insurance was saved',
  });
  return (
    <Stack maw={1000}>
      <Card
        title="Insurance"
        {...cardProps}
        editContent={
          access.editOrder ? (
            <Select
              label="Insurance of the order"
              placeholder="No insurance"
              clearable
              options={(policies.data ?? []).map((p) => ({ id: p.id, title: `${policyText(p)}${p.is_active ? '' : ' (inactive)'}` }))}
              {...form.getInputProps('insurance_id')}
              value={form.values.insurance_id}
              onChange={(id) => form.setFieldValue('insurance_id', id === null ? null : Number(id))}
              error={(form.errors.insurance_id as string | undefined) ?? form.formError}
            />
          ) : undefined
        }
      >
        {order.insurance ? (
          <DetailGrid
            details={[
              { label: 'Payer', value: order.insurance.payer_name },
              { label: 'Member ID', value: order.insurance.member_id },
              { label: 'Type', value: order.insurance.type === 'primary' ? 'Primary' : 'Secondary' },
              { label: 'State', value: order.insurance.is_active ? 'Active' : 'Inactive' },
            ]}
          />
        ) : (
          <Text fz="sm" c="dimmed">
            No insurance is attached to the order.
          </Text>
        )}
      </Card>
      <Card title="The patient’s policies">
        {order.patient_id ? (
          <RecordsState query={policies} empty="The patient has no insurance on file.">
            {(rows) => (
              <Stack gap={6}>
                {rows.map((p) => (
                  <PolicyLine
                    key={p.id}
                    policy={p}
                    chosen={p.id === order.insurance_id}
                    onAttach={side === 'supplier' && access.editOrder ? () => attachPolicy(p) : undefined}
                    attaching={attach.isPending && attach.variables === p.id}
                  />
                ))}
                {attachError && (
                  <Text role="alert" c="red" fz="sm">
                    {attachError}
                  </Text>
                )}
              </Stack>
            )}
          </RecordsState>
        ) : (
          <Text fz="sm" c="dimmed">
            No patient is chosen.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
