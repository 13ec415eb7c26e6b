import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DRIVER_SKILL_LABELS, DRIVER_SKILLS, driverConfigBody, type DriverConfigBody, type DriverProfile } from '@dme/contract';
import { bodySchema, inputOf, RequiredLabel, Select, Switch, useAppForm } from '../../../components';
import { warehouseOptionsQueryOptions } from '../api/list-warehouse-options';
import { driverBody, driverValuesOf, type DriverValues } from './driver-values';

const driverForm = bodySchema(driverConfigBody, driverBody);

export interface DriverFormProps {
  driver: DriverProfile;
  /** Sends the body; a rejection's 422 lands under the fields it names, anything else above them. */
  onSubmit: (body: DriverConfigBody) => Promise<unknown>;
  pending: boolean;
}

/** A driver's shift, break, vehicle, home warehouse and skills: what the scheduler and the optimiser plan with. */
export function DriverForm({ driver, onSubmit, pending }: DriverFormProps) {
  const form = useAppForm<DriverValues>({ initialValues: driverValuesOf(driver), schema: driverForm });
  const warehouses = useQuery(warehouseOptionsQueryOptions());
  // Keep the saved home warehouse selectable even when the warehouse list is not readable (no stock permission).
  const known = warehouses.data ?? [];
  const options = [
    ...(driver.home_warehouse && !known.some((w) => w.id === driver.home_warehouse!.id) ? [driver.home_warehouse] : []),
    ...known,
  ].map((w) => ({ id: w.id, title: w.name }));

  const num = (field: 'break_minutes' | 'capacity_count' | 'capacity_volume') => ({
    ...form.getInputProps(field),
    onChange: (value: string | number) => form.setFieldValue(field, typeof value === 'number' ? value : value === '' ? '' : Number(value)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(driverBody(values));
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Driver settings">
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" title="Could not save the driver" role="alert">
            {form.formError}
          </Alert>
        )}
        <Switch
          label="Active (planned on routes)"
          checked={form.values.active}
          onChange={(active) => form.setFieldValue('active', active)}
          size="md"
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput
            label={<RequiredLabel>Shift start</RequiredLabel>}
            type="time"
            name="shift_start"
            {...form.getInputProps('shift_start')}
          />
          <TextInput label={<RequiredLabel>Shift end</RequiredLabel>} type="time" name="shift_end" {...form.getInputProps('shift_end')} />
          <TextInput label="Break start" type="time" name="break_start" {...form.getInputProps('break_start')} />
          <NumberInput
            label="Break, minutes"
            name="break_minutes"
            min={0}
            max={240}
            allowDecimal={false}
            allowNegative={false}
            {...num('break_minutes')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <NumberInput
            label={<RequiredLabel>Capacity, units</RequiredLabel>}
            name="capacity_count"
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            {...num('capacity_count')}
          />
          <NumberInput
            label="Capacity, volume (ft³)"
            name="capacity_volume"
            min={1}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            {...num('capacity_volume')}
          />
          <TextInput label="Vehicle" name="vehicle" {...form.getInputProps('vehicle')} />
          <Select
            label="Home warehouse"
            name="home_warehouse_id"
            clearable
            searchable
            placeholder={warehouses.isError ? 'Warehouses could not be read' : 'The first stop’s warehouse'}
            options={options}
            {...inputOf(form, 'home_warehouse_id')}
            onChange={(id) => form.setFieldValue('home_warehouse_id', id === null ? null : Number(id))}
          />
        </SimpleGrid>
        <Checkbox.Group label="Skills" {...form.getInputProps('skills')}>
          <Group gap="md" mt={6}>
            {DRIVER_SKILLS.map((skill) => (
              <Checkbox key={skill} value={skill} label={DRIVER_SKILL_LABELS[skill]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Save driver
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
