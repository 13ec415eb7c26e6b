import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, updateSkuBody, type InventorySkuDetail, type UpdateSkuBody, centsToDollars } from '@dme/contract';
import { useAppForm, useConfirm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useUpdateSku } from '../api/update-sku';
import { dollarsToCents } from './form-values';
import { SKU_SERVER_NAMES, skuFormSchema, skuInputs, type SkuTextValues } from './sku-fields';

function detailBody(values: SkuTextValues): UpdateSkuBody {
  const cents = dollarsToCents(values.cost);
  return {
    sku: values.sku.trim(),
    manufacturer: values.manufacturer.trim(),
    model: values.model.trim(),
    unit_cost_cents: cents === null || Number.isNaN(cents) ? 0 : cents,
  };
}

const detailsForm = skuFormSchema<SkuTextValues>(updateSkuBody, detailBody);

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
  const form = useAppForm<SkuTextValues>({
    initialValues: { sku: sku.sku, manufacturer: sku.manufacturer, model: sku.model, cost: centsToDollars(sku.unit_cost_cents) },
    schema: detailsForm,
    serverNames: SKU_SERVER_NAMES,
  });
  const inputs = skuInputs(form);

  const submit = form.onSubmit((values) =>
    update.mutate(detailBody(values), { onSuccess: () => notify.success('The SKU was saved'), onError: form.fail }),
  );

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
      setArchiveError(formErrorText(error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Details">
      <form onSubmit={submit} noValidate aria-label="SKU details">
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
            {inputs.sku}
            {inputs.manufacturer}
            {inputs.model}
            {inputs.cost}
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
