import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatCents, PAY_TYPES, type CommissionRuleInput, type EmployeeDetail, type PayType } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useUpdateEmployee } from '../api/update-employee';
import { centsOf, PAY_TYPE_LABELS } from './format';

interface RuleRow {
  basis: 'order' | 'item';
  kind: 'percent' | 'fixed';
  /** Percent as typed (12.5) or dollars (5.00). */
  value: number | '';
  label: string;
}

const rowOf = (r: EmployeeDetail['commission_rules'][number]): RuleRow => ({
  basis: r.basis === 'item' ? 'item' : 'order',
  kind: r.kind === 'fixed' ? 'fixed' : 'percent',
  value: r.kind === 'fixed' ? (r.amount_cents ?? 0) / 100 : (r.percent_bp ?? 0) / 100,
  label: r.label,
});

const ruleOf = (r: RuleRow): CommissionRuleInput => {
  const n = r.value === '' ? 0 : r.value;
  return r.kind === 'percent' ? { basis: r.basis, kind: 'percent', percent_bp: Math.round(n * 100), label: r.label } : { basis: r.basis, kind: 'fixed', amount_cents: centsOf(n) ?? 0, label: r.label };
};

/** How the employee is paid (type and rate, in cents on the wire) and, for agents, the commission rules. */
export function BillingTab({ employee }: { employee: EmployeeDetail }) {
  const [payType, setPayType] = useState<PayType | null>(employee.pay?.pay_type ?? null);
  const [rate, setRate] = useState<number | ''>(employee.pay ? employee.pay.rate_cents / 100 : '');
  const [rules, setRules] = useState<RuleRow[]>(employee.commission_rules.map(rowOf));
  const update = useUpdateEmployee(employee.id);
  const setRule = (i: number, patch: Partial<RuleRow>) => setRules((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = () =>
    update.mutate(
      { pay: payType ? { pay_type: payType, rate_cents: centsOf(rate === '' ? 0 : rate) ?? 0 } : null, commission_rules: rules.map(ruleOf) },
      { onSuccess: () => notify.success('Pay saved') },
    );

  return (
    <Stack gap="lg">
      {update.isError && (
        <Alert color="red" variant="light" role="alert" title="Could not save the pay">
          {formErrorText(update.error)}
        </Alert>
      )}
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Pay type"
          placeholder="Not set"
          clearable
          data={PAY_TYPES.map((p) => ({ value: p, label: PAY_TYPE_LABELS[p].label }))}
          value={payType}
          onChange={(v) => setPayType(v as PayType | null)}
          w={{ base: '100%', sm: 220 }}
        />
        {payType && (
          <NumberInput label={PAY_TYPE_LABELS[payType].rate} prefix="$" decimalScale={2} fixedDecimalScale min={0} thousandSeparator="," value={rate} onChange={(v) => setRate(typeof v === 'number' ? v : '')} w={{ base: '100%', sm: 260 }} />
        )}
      </Group>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Commission rules
        </Title>
        <Text fz="sm" c="dimmed">
          For agents: each rule applies to every order (or order item) they bring in, as a percentage of the billed amount or a fixed amount.
        </Text>
        {rules.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Commission rules" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Per</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Label</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.map((r, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>
                      <Select aria-label="Per" data={[{ value: 'order', label: 'Order' }, { value: 'item', label: 'Item' }]} value={r.basis} onChange={(v) => setRule(i, { basis: v === 'item' ? 'item' : 'order' })} allowDeselect={false} w={110} />
                    </Table.Td>
                    <Table.Td>
                      <Select aria-label="Kind" data={[{ value: 'percent', label: 'Percent' }, { value: 'fixed', label: 'Fixed' }]} value={r.kind} onChange={(v) => setRule(i, { kind: v === 'fixed' ? 'fixed' : 'percent' })} allowDeselect={false} w={120} />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput aria-label="Value" {...(r.kind === 'percent' ? { suffix: ' %', max: 100 } : { prefix: '$' })} decimalScale={2} min={0} value={r.value} onChange={(v) => setRule(i, { value: typeof v === 'number' ? v : '' })} w={120} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label="Label" value={r.label} onChange={(e) => setRule(i, { label: e.currentTarget.value })} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" size="lg" aria-label="Remove rule" onClick={() => setRules((rs) => rs.filter((_, j) => j !== i))}>
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group>
          <Button variant="default" onClick={() => setRules((rs) => [...rs, { basis: 'order', kind: 'percent', value: '', label: '' }])}>
            Add rule
          </Button>
        </Group>
      </Stack>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {employee.pay ? `Saved: ${PAY_TYPE_LABELS[employee.pay.pay_type].label}, ${formatCents(employee.pay.rate_cents)}` : 'No pay saved yet.'}
        </Text>
        <Button onClick={save} loading={update.isPending} size="md">
          Save pay
        </Button>
      </Group>
    </Stack>
  );
}
