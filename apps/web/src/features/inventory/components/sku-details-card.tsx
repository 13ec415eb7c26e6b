import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate, updateSkuBody, type InventorySkuDetail, type UpdateSkuBody, centsToDollars } from '@dme/contract';
import { RequiredLabel, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateSku } from '../api/update-sku';
import { dollarsToCents, issuesByField, splitFieldErrors, useStockForm } from './form-values';

interface DetailValues {
  sku: string;
  manufacturer: string;
  model: string;
  cost: number | string;
}

const FIELDS = ['sku', 'manufacturer', 'model', 'unit_cost_cents', 'archived'] as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" fz="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** The SKU's code, maker, model and cost to change; archiving keeps its stock where it is. */
export function SkuDetailsCard({ sku }: { sku: InventorySkuDetail }) {
  const update = useUpdateSku(sku.id);
  const confirm = useConfirm();
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const form = useStockForm<DetailValues>(
    () => ({ sku: sku.sku, manufacturer: sku.manufacturer, model: sku.model, cost: centsToDollars(sku.unit_cost_cents) }),
    FIELDS,
    { unit_cost_cents: 'cost' },
  );
  const { values, errors, set } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = dollarsToCents(values.cost);
    const body: UpdateSkuBody = {
      sku: values.sku.trim(),
      manufacturer: values.manufacturer.trim(),
      model: values.model.trim(),
      unit_cost_cents: cents ?? 0,
    };
    const parsed = updateSkuBody.safeParse(body);
    const invalid = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (Number.isNaN(cents)) invalid.unit_cost_cents = 'The unit cost must be an amount in dollars.';
    if (Object.keys(invalid).length > 0) return form.invalid(invalid);
    form.clear();
    try {
      await update.mutateAsync(body);
      notify.success('The SKU was saved');
    } catch (error) {
      form.fail(error);
    }
  };

  const toggleArchived = async () => {
    setArchiveError(null);
    const archiving = !sku.archived;
    const answer = await confirm({
      text: archiving ? `Archive ${sku.sku}? Its stock stays where it is; the SKU leaves the lists.` : `Restore ${sku.sku} to the lists?`,
      confirmLabel: archiving ? 'Archive' : 'Restore',
      color: archiving ? 'red' : undefined,
    });
    if (!answer) return;
    try {
      await update.mutateAsync({ archived: archiving });
      notify.success(archiving ? `${sku.sku} was archived` : `${sku.sku} was restored`);
    } catch (error) {
      setArchiveError(splitFieldErrors(error, []).form);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Details">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="SKU details">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Details
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label="Catalogue item">
              <Text span ff="monospace" fw={600} mr={6} fz="sm">
                {sku.equipment.hcpcs}
              </Text>
              {sku.equipment.name}
            </Fact>
            <Fact label="Serialised">{sku.serialized ? 'Yes: a serial number per unit' : 'No'}</Fact>
            <Fact label="In stock">
              {sku.quantity} ({sku.reserved} reserved, {sku.available} free)
            </Fact>
            <Fact label="Added">{formatDate(sku.created_at)}</Fact>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <TextInput
              label={<RequiredLabel>SKU</RequiredLabel>}
              value={values.sku}
              onChange={(event) => set('sku', event.currentTarget.value)}
              error={errors.sku}
              maxLength={64}
            />
            <TextInput
              label="Manufacturer"
              value={values.manufacturer}
              onChange={(event) => set('manufacturer', event.currentTarget.value)}
              error={errors.manufacturer}
              maxLength={120}
            />
            <TextInput
              label="Model"
              value={values.model}
              onChange={(event) => set('model', event.currentTarget.value)}
              error={errors.model}
              maxLength={120}
            />
            <NumberInput
              label="Unit cost"
              prefix="$"
              decimalScale={2}
              thousandSeparator=","
              min={0}
              allowNegative={false}
              value={values.cost}
              onChange={(value) => set('cost', value)}
              error={errors.cost}
            />
          </SimpleGrid>
          {(form.formError || archiveError) && (
            <Text role="alert" c="red" fz="sm">
              {form.formError ?? archiveError}
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color={sku.archived ? 'blue' : 'red'}
              onClick={() => void toggleArchived()}
              disabled={update.isPending}
            >
              {sku.archived ? 'Restore SKU' : 'Archive SKU'}
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
