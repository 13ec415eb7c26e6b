import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, savePreferredSupplierBody, type PreferredSupplier } from '@dme/contract';
import { Switch, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useSaveSupplierSettings } from '../api/save-supplier-settings';

/** Badge labels stay whole (the cell wraps them instead). */
const NO_ELLIPSIS = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;
const TYPE_TITLES = { medicare: 'Medicare', medicaid: 'Medicaid', commercial: 'Commercial' } as const;

/**
 * The practice's settings for one supplier: preferred or not, and which of the supplier's payers' orders go there.
 * Only the prescriber saves them; staff read them.
 */
export function SupplierSettingsForm({ supplierId, settings }: { supplierId: number; settings: PreferredSupplier }) {
  const save = useSaveSupplierSettings(supplierId);
  const form = useAppForm({
    initialValues: {
      is_preferred: settings.is_preferred,
      payer_ids: settings.insurances.filter((i) => i.is_selected).map((i) => i.payer_id),
    },
    schema: savePreferredSupplierBody,
  });
  const readOnly = !settings.can_edit;
  const all = settings.insurances.map((i) => i.payer_id);
  const selected = new Set(form.values.payer_ids);
  const allSelected = all.length > 0 && all.every((id) => selected.has(id));
  // Kept in the supplier's order, whatever order they were ticked in.
  const select = (next: ReadonlySet<string>) =>
    form.setFieldValue(
      'payer_ids',
      all.filter((id) => next.has(id)),
    );
  const toggle = (payerId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(payerId);
    else next.delete(payerId);
    select(next);
  };

  // No field here shows its own message (a refused payer is `payer_ids.0`): every message is the form's.
  const problems = [form.formError, ...Object.values(form.errors)].filter(Boolean).join(', ');

  // Awaited rather than mutate callbacks: the saved settings are read again, and the form may mount anew meanwhile.
  const submit = form.onSubmit(async (values) => {
    form.clearFormError();
    try {
      await save.mutateAsync(values);
      notify.success('Your settings for this supplier were saved');
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label="Your settings for this supplier">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Your settings
          </Title>
          {settings.updated_at && (
            <Text fz="xs" c="dimmed">
              Saved {formatDateTime(settings.updated_at)}
            </Text>
          )}
        </Group>
        {readOnly && (
          <Alert color="blue" variant="light">
            Only the prescriber changes the practice’s supplier settings.
          </Alert>
        )}
        <Switch
          size="md"
          label="Preferred supplier"
          checked={form.values.is_preferred}
          onChange={(on) => form.setFieldValue('is_preferred', on)}
          disabled={readOnly}
        />
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            Payers whose orders you send here
          </Text>
          <Text fz="xs" c="dimmed">
            The payers this supplier accepts now. Tick those whose orders the practice sends to it.
          </Text>
        </Stack>
        {settings.insurances.length === 0 ? (
          <Text fz="sm" c="dimmed">
            This supplier lists no payers yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table aria-label="Payers of this supplier" verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every payer"
                      checked={allSelected}
                      indeterminate={selected.size > 0 && !allSelected}
                      disabled={readOnly}
                      onChange={(e) => select(new Set(e.currentTarget.checked ? all : []))}
                    />
                  </Table.Th>
                  <Table.Th>Payer</Table.Th>
                  <Table.Th>Terms</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.insurances.map((i) => (
                  <Table.Tr key={i.payer_id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Send ${i.name} orders`}
                        checked={selected.has(i.payer_id)}
                        disabled={readOnly}
                        onChange={(e) => toggle(i.payer_id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" fw={500}>
                        {i.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {TYPE_TITLES[i.type]} · {i.payer_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge size="sm" variant="light" color={i.in_network ? 'blue' : 'gray'} tt="none" styles={NO_ELLIPSIS}>
                          {i.in_network ? 'In network' : 'Out of network'}
                        </Badge>
                        {i.requires_prior_auth && (
                          <Badge size="sm" variant="light" color="orange" tt="none" styles={NO_ELLIPSIS}>
                            Prior auth
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {problems && (
          <Text role="alert" c="red" fz="sm">
            {problems}
          </Text>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
